// Kannada texts around the owner's FAQ (decision 058).
import type { Message } from '../catalogue.ts'
import type { contentEn } from './content.en.ts'

export const contentKn: Record<keyof typeof contentEn, Message> = {
  'faq.meta.title': 'ಪದೇ ಪದೇ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು',
  'faq.meta.description':
    'ನಮ್ಮ ಬಿಸಿಲಿನಲ್ಲಿ ಒಣಗಿಸಿದ ಪುಡಿಗಳು, ಡೆಲಿವರಿ ಸಮಯ, ಹಿಂತಿರುಗಿಸುವಿಕೆ, ಮರುಪಾವತಿ ಮತ್ತು Surya Naturals ತಂಡವನ್ನು ಸಂಪರ್ಕಿಸುವ ಬಗ್ಗೆ ಉತ್ತರಗಳು.',
  'faq.eyebrow': 'ಸಹಾಯ ಕೇಂದ್ರ',
  'faq.title': 'ಪದೇ ಪದೇ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು',
  'faq.lead':
    'ನಮ್ಮ ಪುಡಿಗಳು, ಡೆಲಿವರಿ, ಹಿಂತಿರುಗಿಸುವಿಕೆ ಮತ್ತು ಸಹಾಯದ ಬಗ್ಗೆ ತ್ವರಿತ ಉತ್ತರಗಳು. ನಿಮ್ಮ ಪ್ರಶ್ನೆ ಇಲ್ಲಿಲ್ಲವೇ? ಒಂದು ಸಂದೇಶ ಕಳುಹಿಸಿ ಸಾಕು.',
  'faq.topics': 'ಪ್ರಶ್ನೆಗಳ ವಿಷಯಗಳು',
  'faq.topic.products': 'ಉತ್ಪನ್ನಗಳು',
  'faq.topic.shipping': 'ಶಿಪ್ಪಿಂಗ್',
  'faq.topic.returns': 'ಹಿಂತಿರುಗಿಸುವಿಕೆ',
  'faq.topic.support': 'ಸಹಾಯ',
  'faq.still.title': 'ಇನ್ನೂ ಪ್ರಶ್ನೆಗಳಿವೆಯೇ?',
  'faq.still.text': 'ತೆಲಂಗಾಣದಲ್ಲಿರುವ ನಮ್ಮ ತಂಡ ಪ್ರತಿ ಸಂದೇಶಕ್ಕೂ ಒಂದು ಕೆಲಸದ ದಿನದೊಳಗೆ ಉತ್ತರಿಸುತ್ತದೆ.',
  'faq.still.contact': 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ',
  'faq.still.email': 'ಅಥವಾ ಇಮೇಲ್ ಮಾಡಿ',
  'policy.eyebrow': 'ನೀತಿಗಳು',
  'policy.updated': 'ಕೊನೆಯದಾಗಿ ಬದಲಿಸಿದ್ದು',
  'policy.toc': 'ಈ ಪುಟದಲ್ಲಿ',
  'policy.related': 'ಸಂಬಂಧಿತ ನೀತಿಗಳು',
  'policy.still': 'ಇನ್ನೂ ಪ್ರಶ್ನೆ ಇದೆಯೇ? ನಮ್ಮ',
  'policy.faq': 'ಪ್ರಶ್ನೋತ್ತರ ಓದಿ',
  'policy.or': 'ಅಥವಾ',
  'policy.contact': 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ',
}
