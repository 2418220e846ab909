// Telugu texts of the product page's parts that arrive after it (its information, the notify form, related products,
// failures) (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { productMoreEn } from './product-more.en.ts'

export const productMoreTe: Record<keyof typeof productMoreEn, Message> = {
  'product.info.ingredients': 'పదార్థాలు',
  'product.info.usage': 'వాడే విధానం',
  'product.info.benefits': 'ప్రయోజనాలు',
  'product.info.storage': 'నిల్వ చేసే విధానం',
  'moringa.ingredients':
    '100% ఎండిన మునగ ఆకులు (Moringa oleifera), ఇంకేమీ లేదు. ఫిల్లర్లు, యాంటీ-కేకింగ్ ఏజెంట్లు, అదనపు రంగులు, ప్రిజర్వేటివ్‌లు లేవు. ఆకులు మాత్రమే: పొడి పట్టే ముందు కాడలను జల్లించి తీసేస్తాం.',
  'moringa.usage':
    'రోజుకు ½ టీస్పూన్‌తో మొదలుపెట్టి క్రమంగా 1–2 టీస్పూన్ల (3–6 గ్రా) వరకు పెంచండి. గోరువెచ్చని నిమ్మరసం నీళ్లు, మజ్జిగ, స్మూతీలు, పప్పు, సాంబార్ లేదా సూప్‌లో కలపండి, లేదా చపాతీ పిండి, దోశ పిండిలో కలపండి. వీలైతే వంట చివర్లో వేయండి: తక్కువ వేడిలో దాని పోషకాలు ఎక్కువగా నిలుస్తాయి. గర్భిణులు, పాలిచ్చే తల్లులు లేదా మందులు వాడుతున్నవారు ముందుగా డాక్టర్‌ను సంప్రదించండి.',
  'moringa.benefit.iron': 'రోజువారీ పోషణకు మొక్కల నుంచి ఇనుము, కాల్షియం',
  'moringa.benefit.vitamins': 'సహజంగానే విటమిన్ A, విటమిన్ C, పొటాషియం పుష్కలం',
  'moringa.benefit.protein': 'తొమ్మిది ముఖ్యమైన అమైనో ఆమ్లాలూ ఉన్న మొక్కల ప్రోటీన్',
  'moringa.benefit.antioxidants': 'క్వెర్సెటిన్, క్లోరోజెనిక్ ఆమ్లం వంటి యాంటీఆక్సిడెంట్లు',
  'moringa.benefit.fibre': 'జీర్ణక్రియకు తేలికైన పీచుపదార్థం',
  'moringa.benefit.colour': 'ముదురు పచ్చని రంగు నిలిచేలా తక్కువ వేడిలో సౌరశక్తితో ఆరబెట్టినది',
  'moringa.storage':
    'మళ్ళీ మూసుకునే పౌచ్‌లో లేదా గాలి చొరని గాజు సీసాలో, చల్లని, పొడి, చీకటి అల్మారాలో ఉంచండి. ఎప్పుడూ పొడి చెంచానే వాడండి, ఫ్రిజ్‌లో పెట్టవద్దు: తేమ తగిలితే ఉండలు కడుతుంది. తెరిచిన 6 నెలల్లోపు, ప్యాక్ చేసిన 12 నెలల్లోపు వాడితే మంచిది.',
  'product.related': 'మీకు ఇవి కూడా నచ్చవచ్చు',
  'product.related.view': 'ఉత్పత్తి చూడండి',
  'product.failed.title': 'ఈ ఉత్పత్తిని లోడ్ చేయలేకపోయాం',
  'product.failed.text': 'ఉత్పత్తి లోడ్ కాలేదు. దయచేసి కొద్దిసేపటి తర్వాత మళ్ళీ ప్రయత్నించండి.',
  'product.missing.title': 'ఉత్పత్తి కనబడలేదు',
  'product.missing.text': 'మీరు వెతుకుతున్న ఉత్పత్తి మాకు కనబడలేదు.',
  'notify.email.invalid': 'దయచేసి సరైన ఈమెయిల్ చిరునామా ఇవ్వండి.',
  'notify.failed': 'దయచేసి మళ్ళీ ప్రయత్నించండి.',
  'notify.want': '{name} కావాలా? మళ్ళీ రాగానే మీకు ఒక్కసారి ఈమెయిల్ చేస్తాం.',
  'notify.email': 'ఈమెయిల్ చిరునామా',
  'notify.email.placeholder': 'మీ ఈమెయిల్ చిరునామా',
  'notify.saving': 'సేవ్ అవుతోంది...',
  'notify.button': 'నాకు తెలియజేయండి',
}
