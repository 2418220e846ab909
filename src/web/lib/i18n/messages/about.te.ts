// Telugu texts of the About Us page's own words (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { aboutEn } from './about.en.ts'

export const aboutTe: Record<keyof typeof aboutEn, Message> = {
  'about.meta.title': 'మా గురించి',
  'about.eyebrow': 'మా గురించి',
  'about.title': 'ఎండలో ఆరిన మంచితనం, న్యాయంగా పంచుకున్నది',
  'about.lead':
    'Surya Naturals తెలంగాణలోని రైతులు, మహిళా స్వయం సహాయక సంఘాలతో కలిసి పనిచేస్తుంది. తాజా మునగ, కూరగాయలు, పండ్లను మేం కలిసి సోలార్ డ్రయర్లలో ఆరబెట్టి స్వచ్ఛమైన పొడులుగా మారుస్తాం. అలా మంచి ఆహారం మీ వంటింటికి, న్యాయమైన ఆదాయం వారి ఇంటికి చేరుతుంది.',
  'about.image.alt': 'చెక్క ట్రేపై ఎండలో ఆరబెట్టిన మా కూరగాయ, పండ్లు, ఆకు పొడుల ఆరు గిన్నెలు',
  'about.mission.label': 'లక్ష్యం, దార్శనికత',
  'about.mission.title': 'మా లక్ష్యం',
  'about.mission.text':
    'చిన్న రైతుల ప్రతి పంటకూ నమ్మకమైన మార్కెట్ ఇవ్వడం, భారతీయ కుటుంబాలకు నమ్మదగిన, పోషకాలతో నిండిన నిజాయితీ ఆహారం అందించడం: ఎండలో ఆరబెట్టి, శ్రద్ధగా పొడి చేసి, ఏమీ కలపకుండా.',
  'about.vision.title': 'మా దార్శనికత',
  'about.vision.text':
    'ఏ పంటా వృథా కాని గ్రామాలు, ప్రతి సోలార్ డ్రయర్ స్థానిక మహిళలు నడిపే చిన్న వ్యాపారం; చిటికెడు పసుపులాగే చెంచాడు మునగ కూడా రోజువారీ అలవాటైన దేశమంతటి వంటిళ్ళు.',
  'about.story.eyebrow': 'మా కథ',
  'about.story.title': 'పొలం నుంచి, డ్రయర్ మీదుగా, మీ డబ్బా వరకు',
  'about.story.lead': 'సోలార్ డ్రయర్లతో మా బై-బ్యాక్ విధానం పంటలో ఎక్కువ భాగాన్ని, దాని విలువలో ఎక్కువ భాగాన్ని గ్రామంలోనే ఉంచుతుంది.',
  'about.actions.label': 'కొనండి లేదా మాకు రాయండి',
  'about.shop': 'మా పొడులు కొనండి',
  'about.contact': 'మమ్మల్ని సంప్రదించండి',
}
