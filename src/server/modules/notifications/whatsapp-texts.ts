// What each WhatsApp order update says (decision 049), beside the mails' texts (mails.ts). WhatsApp sends a
// business-initiated message only as a template Meta approved: each one below is submitted in WhatsApp Manager
// under its `name`, in English, with this `text` (its {{1}}, {{2}}… filled by `body` at the event) and these
// quick-reply buttons. Meta approves a template per language under the same name (decision 060): each is submitted
// in Hindi (`hi`), Telugu (`te`), Tamil (`ta`), Kannada (`kn`) and Malayalam (`ml`) too, with the same placeholders and buttons in that language; an order placed
// in one of them gets its messages in it, any other order English. The outbox stores the template's name, language
// and parameters captured when the event happened; the stand-in fills the text the same way, so a developer reads
// what the shopper would.
// The server loads this module on first use (whatsapp-messages.ts makes the messages without it; decision 027).
import { WHATSAPP_LANGUAGES, type WhatsAppLanguage, whatsappLanguageOf } from './whatsapp-messages.ts'

export {
  WHATSAPP_LANGUAGES,
  type WhatsAppLanguage,
  type WhatsAppPayload,
  whatsappFor,
  whatsappLanguageOf,
} from './whatsapp-messages.ts'

/** A template's body and buttons in one language. */
export interface WhatsAppWords {
  /** the body as approved, with {{n}} placeholders */
  text: string
  /** the quick-reply buttons' labels, in order */
  buttons?: readonly string[]
}

export interface WhatsAppTemplateText extends WhatsAppWords {
  /** sample values of {{1}}, {{2}}…: Meta asks for them with the template, and the back office previews with them */
  example: readonly string[]
  /** the same template in each of the shop's other languages: every one is written in all (the type says so) */
  translations: Record<WhatsAppLanguage, WhatsAppWords>
}

/** The templates the shop asks Meta to approve (the `text` is what is submitted). */
export const WHATSAPP_TEMPLATES = {
  order_confirmed: {
    text: 'Namaste {{1}}, your order {{2}} of {{3}} is confirmed. We pack every order by hand and send you the tracking link when it leaves. Reply STOP to get no more WhatsApp updates.',
    example: ['Asha', 'SN261128-K7Q2M9', '₹1,148.00'],
    translations: {
      hi: {
        text: 'नमस्ते {{1}}, आपका {{3}} का ऑर्डर {{2}} कन्फ़र्म हो गया है। हम हर ऑर्डर हाथ से पैक करते हैं और पार्सल निकलते ही ट्रैकिंग लिंक भेजेंगे। व्हाट्सऐप अपडेट बंद करने के लिए STOP लिखकर भेजें।',
      },
      te: {
        text: 'నమస్తే {{1}}, {{3}} విలువైన మీ ఆర్డర్ {{2}} నిర్ధారించబడింది. ప్రతి ఆర్డర్‌నీ చేతితో ప్యాక్ చేస్తాం, పార్సెల్ బయలుదేరగానే ట్రాకింగ్ లింక్ పంపుతాం. వాట్సాప్ అప్‌డేట్‌లు వద్దనుకుంటే STOP అని పంపండి.',
      },
      ta: {
        text: 'வணக்கம் {{1}}, {{3}} மதிப்புள்ள உங்கள் ஆர்டர் {{2}} உறுதியானது. ஒவ்வொரு ஆர்டரையும் கையால் பேக் செய்கிறோம்; பார்சல் புறப்பட்டதும் டிராக்கிங் லிங்க் அனுப்புவோம். வாட்ஸ்அப் அப்டேட்கள் வேண்டாம் என்றால் STOP என்று அனுப்புங்கள்.',
      },
      kn: {
        text: 'ನಮಸ್ಕಾರ {{1}}, {{3}} ಮೊತ್ತದ ನಿಮ್ಮ ಆರ್ಡರ್ {{2}} ಖಚಿತವಾಗಿದೆ. ಪ್ರತಿ ಆರ್ಡರ್ ಅನ್ನು ಕೈಯಿಂದ ಪ್ಯಾಕ್ ಮಾಡುತ್ತೇವೆ; ಪಾರ್ಸೆಲ್ ಹೊರಟ ತಕ್ಷಣ ಟ್ರ್ಯಾಕಿಂಗ್ ಲಿಂಕ್ ಕಳುಹಿಸುತ್ತೇವೆ. ವಾಟ್ಸ್ಆ್ಯಪ್ ಅಪ್‌ಡೇಟ್‌ಗಳು ಬೇಡವೆಂದರೆ STOP ಎಂದು ಕಳುಹಿಸಿ.',
      },
      ml: {
        text: 'നമസ്കാരം {{1}}, {{3}} വിലയുള്ള നിങ്ങളുടെ ഓർഡർ {{2}} ഉറപ്പായി. ഓരോ ഓർഡറും ഞങ്ങൾ കൈകൊണ്ട് പാക്ക് ചെയ്യുന്നു; പാഴ്സൽ പുറപ്പെട്ടാലുടൻ ട്രാക്കിംഗ് ലിങ്ക് അയയ്ക്കും. വാട്സ്ആപ്പ് അപ്ഡേറ്റുകൾ വേണ്ടെങ്കിൽ STOP എന്ന് അയയ്ക്കുക.',
      },
    },
  },
  order_shipped: {
    text: 'Namaste {{1}}, your order {{2}} has left with {{3}} (waybill {{4}}). Track it here: {{5}}',
    example: [
      'Asha',
      'SN261128-K7Q2M9',
      'Delhivery',
      '1490183274563',
      'https://www.delhivery.com/track/package/1490183274563',
    ],
    translations: {
      hi: {
        text: 'नमस्ते {{1}}, आपका ऑर्डर {{2}} {{3}} के साथ निकल चुका है (वेबिल {{4}})। यहाँ ट्रैक करें: {{5}}',
      },
      te: {
        text: 'నమస్తే {{1}}, మీ ఆర్డర్ {{2}} {{3}} ద్వారా బయలుదేరింది (వేబిల్ {{4}}). ఇక్కడ ట్రాక్ చేయండి: {{5}}',
      },
      ta: {
        text: 'வணக்கம் {{1}}, உங்கள் ஆர்டர் {{2}} {{3}} மூலம் புறப்பட்டுவிட்டது (வேபில் {{4}}). இங்கே டிராக் செய்யுங்கள்: {{5}}',
      },
      kn: {
        text: 'ನಮಸ್ಕಾರ {{1}}, ನಿಮ್ಮ ಆರ್ಡರ್ {{2}} {{3}} ಮೂಲಕ ಹೊರಟಿದೆ (ವೇಬಿಲ್ {{4}}). ಇಲ್ಲಿ ಟ್ರ್ಯಾಕ್ ಮಾಡಿ: {{5}}',
      },
      ml: {
        text: 'നമസ്കാരം {{1}}, നിങ്ങളുടെ ഓർഡർ {{2}} {{3}} വഴി പുറപ്പെട്ടു (വേബിൽ {{4}}). ഇവിടെ ട്രാക്ക് ചെയ്യാം: {{5}}',
      },
    },
  },
  order_delivered: {
    text: 'Namaste {{1}}, your order {{2}} was delivered. We hope you enjoy it: tell us how it was on the product pages.',
    example: ['Asha', 'SN261128-K7Q2M9'],
    translations: {
      hi: {
        text: 'नमस्ते {{1}}, आपका ऑर्डर {{2}} डिलीवर हो गया है। उम्मीद है आपको पसंद आएगा: प्रोडक्ट पेज पर बताइए कैसा लगा।',
      },
      te: {
        text: 'నమస్తే {{1}}, మీ ఆర్డర్ {{2}} డెలివరీ అయింది. మీకు నచ్చుతుందని ఆశిస్తున్నాం: ఎలా ఉందో ప్రోడక్ట్ పేజీలో చెప్పండి.',
      },
      ta: {
        text: 'வணக்கம் {{1}}, உங்கள் ஆர்டர் {{2}} டெலிவரி ஆனது. உங்களுக்குப் பிடிக்கும் என நம்புகிறோம்: எப்படி இருந்தது என்று தயாரிப்புப் பக்கத்தில் சொல்லுங்கள்.',
      },
      kn: {
        text: 'ನಮಸ್ಕಾರ {{1}}, ನಿಮ್ಮ ಆರ್ಡರ್ {{2}} ಡೆಲಿವರಿ ಆಗಿದೆ. ನಿಮಗೆ ಇಷ್ಟವಾಗುತ್ತದೆ ಎಂದು ಆಶಿಸುತ್ತೇವೆ: ಹೇಗಿತ್ತು ಎಂದು ಉತ್ಪನ್ನದ ಪುಟದಲ್ಲಿ ತಿಳಿಸಿ.',
      },
      ml: {
        text: 'നമസ്കാരം {{1}}, നിങ്ങളുടെ ഓർഡർ {{2}} ഡെലിവർ ചെയ്തു. ഇഷ്ടമാകുമെന്ന് കരുതുന്നു: എങ്ങനെയുണ്ടായിരുന്നു എന്ന് ഉൽപ്പന്ന പേജിൽ പറയൂ.',
      },
    },
  },
  delivery_failed: {
    text: 'Namaste {{1}}, {{2}} could not deliver your order {{3}} today ({{4}}). Please call us or reply to our mail with a better time, address or phone number, and we will ask them to try again.',
    example: ['Asha', 'Delhivery', 'SN261128-K7Q2M9', 'Consignee not available'],
    translations: {
      hi: {
        text: 'नमस्ते {{1}}, {{2}} आज आपका ऑर्डर {{3}} डिलीवर नहीं कर सका ({{4}})। कृपया हमें फ़ोन करें या हमारे मेल का जवाब देकर बेहतर समय, पता या फ़ोन नंबर बताएँ, हम उनसे फिर कोशिश करने को कहेंगे।',
      },
      te: {
        text: 'నమస్తే {{1}}, {{2}} ఈ రోజు మీ ఆర్డర్ {{3}}ని డెలివరీ చేయలేకపోయింది ({{4}}). దయచేసి మాకు కాల్ చేయండి లేదా మా మెయిల్‌కు జవాబు ఇచ్చి వీలైన సమయం, చిరునామా లేదా ఫోన్ నంబర్ చెప్పండి, మళ్లీ ప్రయత్నించమని వారిని అడుగుతాం.',
      },
      ta: {
        text: 'வணக்கம் {{1}}, {{2}} இன்று உங்கள் ஆர்டர் {{3}}-ஐ டெலிவரி செய்ய முடியவில்லை ({{4}}). எங்களை அழையுங்கள் அல்லது எங்கள் மெயிலுக்குப் பதில் அனுப்பி வசதியான நேரம், முகவரி அல்லது போன் எண்ணைச் சொல்லுங்கள்; மீண்டும் முயலச் சொல்கிறோம்.',
      },
      kn: {
        text: 'ನಮಸ್ಕಾರ {{1}}, {{2}} ಇಂದು ನಿಮ್ಮ ಆರ್ಡರ್ {{3}} ಅನ್ನು ಡೆಲಿವರಿ ಮಾಡಲಾಗಲಿಲ್ಲ ({{4}}). ದಯವಿಟ್ಟು ನಮಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ ನಮ್ಮ ಮೇಲ್‌ಗೆ ಉತ್ತರಿಸಿ ಅನುಕೂಲದ ಸಮಯ, ವಿಳಾಸ ಅಥವಾ ಫೋನ್ ಸಂಖ್ಯೆ ತಿಳಿಸಿ; ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಲು ಅವರಿಗೆ ಹೇಳುತ್ತೇವೆ.',
      },
      ml: {
        text: 'നമസ്കാരം {{1}}, {{2}}-ന് ഇന്ന് നിങ്ങളുടെ ഓർഡർ {{3}} ഡെലിവർ ചെയ്യാനായില്ല ({{4}}). ഞങ്ങളെ വിളിക്കുകയോ ഞങ്ങളുടെ മെയിലിന് മറുപടി നൽകി സൗകര്യമുള്ള സമയം, വിലാസം അല്ലെങ്കിൽ ഫോൺ നമ്പർ അറിയിക്കുകയോ ചെയ്യൂ; വീണ്ടും ശ്രമിക്കാൻ ഞങ്ങൾ അവരോട് പറയാം.',
      },
    },
  },
  refund_issued: {
    text: 'Namaste {{1}}, we have refunded {{2}} for your order {{3}} to your original payment method. Banks usually take 5–7 working days to show it in your account.',
    example: ['Asha', '₹349.00', 'SN261128-K7Q2M9'],
    translations: {
      hi: {
        text: 'नमस्ते {{1}}, हमने आपके ऑर्डर {{3}} के {{2}} आपके मूल भुगतान माध्यम पर लौटा दिए हैं। बैंक आम तौर पर इसे आपके खाते में दिखाने में 5–7 कामकाजी दिन लेते हैं।',
      },
      te: {
        text: 'నమస్తే {{1}}, మీ ఆర్డర్ {{3}} కోసం {{2}}ను మీ అసలు చెల్లింపు పద్ధతికి తిరిగి ఇచ్చాం. మీ ఖాతాలో కనిపించడానికి బ్యాంకులకు సాధారణంగా 5–7 పని దినాలు పడుతుంది.',
      },
      ta: {
        text: 'வணக்கம் {{1}}, உங்கள் ஆர்டர் {{3}}-க்கான {{2}} தொகையை நீங்கள் பணம் செலுத்திய அதே வழிக்குத் திருப்பி அனுப்பியுள்ளோம். உங்கள் கணக்கில் தெரிய வங்கிகள் வழக்கமாக 5–7 வேலை நாட்கள் எடுக்கும்.',
      },
      kn: {
        text: 'ನಮಸ್ಕಾರ {{1}}, ನಿಮ್ಮ ಆರ್ಡರ್ {{3}} ಗಾಗಿ {{2}} ಅನ್ನು ನೀವು ಪಾವತಿಸಿದ ಮೂಲ ವಿಧಾನಕ್ಕೇ ಮರುಪಾವತಿಸಿದ್ದೇವೆ. ನಿಮ್ಮ ಖಾತೆಯಲ್ಲಿ ಕಾಣಿಸಲು ಬ್ಯಾಂಕುಗಳು ಸಾಮಾನ್ಯವಾಗಿ 5–7 ಕೆಲಸದ ದಿನಗಳನ್ನು ತೆಗೆದುಕೊಳ್ಳುತ್ತವೆ.',
      },
      ml: {
        text: 'നമസ്കാരം {{1}}, നിങ്ങളുടെ ഓർഡർ {{3}}-ന്റെ {{2}} നിങ്ങൾ പണമടച്ച അതേ രീതിയിലേക്ക് തിരികെ നൽകി. അക്കൗണ്ടിൽ കാണാൻ ബാങ്കുകൾ സാധാരണ 5–7 പ്രവൃത്തി ദിവസം എടുക്കും.',
      },
    },
  },
  cod_confirmation: {
    text: 'Namaste {{1}}, please confirm your cash-on-delivery order {{2}} of {{3}}. We pack it once you confirm; unconfirmed orders are cancelled after {{4}} hours.',
    buttons: ['Confirm order', 'Cancel order'],
    example: ['Asha', 'SN261128-K7Q2M9', '₹1,148.00', '24'],
    translations: {
      hi: {
        text: 'नमस्ते {{1}}, कृपया {{3}} का अपना कैश ऑन डिलीवरी ऑर्डर {{2}} कन्फ़र्म करें। कन्फ़र्म होते ही हम इसे पैक करेंगे; जो ऑर्डर {{4}} घंटे में कन्फ़र्म नहीं होते, वे रद्द हो जाते हैं।',
        buttons: ['ऑर्डर कन्फ़र्म करें', 'ऑर्डर रद्द करें'],
      },
      te: {
        text: 'నమస్తే {{1}}, {{3}} విలువైన మీ క్యాష్ ఆన్ డెలివరీ ఆర్డర్ {{2}}ని దయచేసి నిర్ధారించండి. మీరు నిర్ధారించగానే ప్యాక్ చేస్తాం; {{4}} గంటల్లో నిర్ధారించని ఆర్డర్లు రద్దవుతాయి.',
        buttons: ['ఆర్డర్ నిర్ధారించండి', 'ఆర్డర్ రద్దు చేయండి'],
      },
      ta: {
        text: 'வணக்கம் {{1}}, {{3}} மதிப்புள்ள உங்கள் கேஷ் ஆன் டெலிவரி ஆர்டர் {{2}}-ஐ உறுதிசெய்யுங்கள். நீங்கள் உறுதிசெய்ததும் பேக் செய்வோம்; {{4}} மணி நேரத்தில் உறுதிசெய்யப்படாத ஆர்டர்கள் ரத்தாகும்.',
        buttons: ['ஆர்டரை உறுதிசெய்', 'ஆர்டரை ரத்துசெய்'],
      },
      kn: {
        text: 'ನಮಸ್ಕಾರ {{1}}, {{3}} ಮೊತ್ತದ ನಿಮ್ಮ ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ ಆರ್ಡರ್ {{2}} ಅನ್ನು ದಯವಿಟ್ಟು ಖಚಿತಪಡಿಸಿ. ನೀವು ಖಚಿತಪಡಿಸಿದ ತಕ್ಷಣ ಪ್ಯಾಕ್ ಮಾಡುತ್ತೇವೆ; {{4}} ಗಂಟೆಗಳಲ್ಲಿ ಖಚಿತಪಡಿಸದ ಆರ್ಡರ್‌ಗಳು ರದ್ದಾಗುತ್ತವೆ.',
        buttons: ['ಆರ್ಡರ್ ಖಚಿತಪಡಿಸಿ', 'ಆರ್ಡರ್ ರದ್ದುಮಾಡಿ'],
      },
      ml: {
        text: 'നമസ്കാരം {{1}}, {{3}} വിലയുള്ള നിങ്ങളുടെ ക്യാഷ് ഓൺ ഡെലിവറി ഓർഡർ {{2}} ദയവായി ഉറപ്പാക്കൂ. ഉറപ്പാക്കിയാലുടൻ ഞങ്ങൾ പാക്ക് ചെയ്യും; {{4}} മണിക്കൂറിനുള്ളിൽ ഉറപ്പാക്കാത്ത ഓർഡറുകൾ റദ്ദാകും.',
        buttons: ['ഓർഡർ ഉറപ്പാക്കൂ', 'ഓർഡർ റദ്ദാക്കൂ'],
      },
    },
  },
  cart_reminder: {
    text: 'Namaste {{1}}, you left {{2}} in your cart at {{3}}. It is waiting for you here: {{4}} Reply STOP to get no more WhatsApp messages.',
    example: [
      'Asha',
      'Moringa Leaf Powder 250g × 1',
      'Surya Naturals',
      'https://shop.example/cart?restore=5f1c…',
    ],
    translations: {
      hi: {
        text: 'नमस्ते {{1}}, आपने {{3}} पर अपने कार्ट में {{2}} छोड़ा है। यह यहाँ आपका इंतज़ार कर रहा है: {{4}} व्हाट्सऐप संदेश बंद करने के लिए STOP लिखकर भेजें।',
      },
      te: {
        text: 'నమస్తే {{1}}, {{3}}లో మీ కార్ట్‌లో {{2}} వదిలేశారు. అది ఇక్కడ మీ కోసం ఎదురుచూస్తోంది: {{4}} వాట్సాప్ సందేశాలు వద్దనుకుంటే STOP అని పంపండి.',
      },
      ta: {
        text: 'வணக்கம் {{1}}, {{3}}-இல் உங்கள் கார்ட்டில் {{2}} விட்டுவிட்டீர்கள். அது இங்கே உங்களுக்காகக் காத்திருக்கிறது: {{4}} வாட்ஸ்அப் செய்திகள் வேண்டாம் என்றால் STOP என்று அனுப்புங்கள்.',
      },
      kn: {
        text: 'ನಮಸ್ಕಾರ {{1}}, {{3}} ನಲ್ಲಿ ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿ {{2}} ಬಿಟ್ಟಿದ್ದೀರಿ. ಅದು ಇಲ್ಲಿ ನಿಮಗಾಗಿ ಕಾಯುತ್ತಿದೆ: {{4}} ವಾಟ್ಸ್ಆ್ಯಪ್ ಸಂದೇಶಗಳು ಬೇಡವೆಂದರೆ STOP ಎಂದು ಕಳುಹಿಸಿ.',
      },
      ml: {
        text: 'നമസ്കാരം {{1}}, {{3}}-ൽ നിങ്ങളുടെ കാർട്ടിൽ {{2}} വെച്ചിട്ടുപോയി. അത് ഇവിടെ നിങ്ങൾക്കായി കാത്തിരിക്കുന്നു: {{4}} വാട്സ്ആപ്പ് സന്ദേശങ്ങൾ വേണ്ടെങ്കിൽ STOP എന്ന് അയയ്ക്കുക.',
      },
    },
  },
} as const satisfies Record<string, WhatsAppTemplateText>

export type WhatsAppTemplateName = keyof typeof WHATSAPP_TEMPLATES

/**
 * The templates as the back office previews them: each as submitted, and as a shopper reads it with its example;
 * and the same in each other language, as submitted under the same name in those languages (decision 060).
 */
export function whatsappTemplatePreviews() {
  return Object.entries(WHATSAPP_TEMPLATES as Record<string, WhatsAppTemplateText>).map(([name, t]) => ({
    name,
    text: t.text,
    buttons: [...(t.buttons ?? [])],
    example: [...t.example],
    preview: fillTemplate(name, [...t.example]),
    translations: WHATSAPP_LANGUAGES.map((language) => ({
      language,
      text: t.translations[language].text,
      buttons: [...(t.translations[language].buttons ?? [])],
      preview: fillTemplate(name, [...t.example], language),
    })),
  }))
}

/**
 * The text a template message reads as (the stand-in's record, the back office): in `language` (Meta's code) when
 * the template is written in it, else as submitted in English.
 */
export function fillTemplate(name: string, body: string[], language?: string): string {
  const t = (WHATSAPP_TEMPLATES as Record<string, WhatsAppTemplateText>)[name]
  if (!t) return body.join(' · ')
  const lang = whatsappLanguageOf(language)
  const text = lang ? t.translations[lang].text : t.text
  return text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => body[Number(n) - 1] ?? '')
}
