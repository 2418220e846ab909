// Tamil texts around the owner's FAQ and policy pages (decision 058).
import type { Message } from '../catalogue.ts'
import type { contentEn } from './content.en.ts'

export const contentTa: Record<keyof typeof contentEn, Message> = {
  'faq.meta.title': 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
  'faq.meta.description':
    'வெயிலில் உலர்த்திய எங்கள் பொடிகள், டெலிவரி நேரம், திருப்பி அனுப்புதல், பணத்திருப்பம், Surya Naturals குழுவைத் தொடர்புகொள்வது பற்றிய பதில்கள்.',
  'faq.eyebrow': 'உதவி மையம்',
  'faq.title': 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
  'faq.lead':
    'எங்கள் பொடிகள், டெலிவரி, திருப்பி அனுப்புதல், உதவி பற்றிய விரைவான பதில்கள். உங்கள் கேள்வி இங்கே இல்லையா? ஒரு செய்தி அனுப்புங்கள், போதும்.',
  'faq.topics': 'கேள்வித் தலைப்புகள்',
  'faq.topic.products': 'பொருட்கள்',
  'faq.topic.shipping': 'டெலிவரி',
  'faq.topic.returns': 'திருப்பி அனுப்புதல்',
  'faq.topic.support': 'உதவி',
  'faq.still.title': 'இன்னும் கேள்விகள் உள்ளதா?',
  'faq.still.text': 'தெலங்கானாவில் உள்ள எங்கள் குழு ஒவ்வொரு செய்திக்கும் ஒரு வேலை நாளுக்குள் பதில் அளிக்கிறது.',
  'faq.still.contact': 'எங்களைத் தொடர்புகொள்ளுங்கள்',
  'faq.still.email': 'அல்லது மின்னஞ்சல்:',
  'policy.eyebrow': 'கொள்கைகள்',
  'policy.updated': 'கடைசியாகப் புதுப்பித்தது',
  'policy.toc': 'இந்தப் பக்கத்தில்',
  'policy.related': 'தொடர்புடைய கொள்கைகள்',
  'policy.still': 'இன்னும் கேள்வி உள்ளதா? எங்கள்',
  'policy.faq': 'கேள்வி பதில்களைப் படியுங்கள்',
  'policy.or': 'அல்லது',
  'policy.contact': 'எங்களைத் தொடர்புகொள்ளுங்கள்',
}
