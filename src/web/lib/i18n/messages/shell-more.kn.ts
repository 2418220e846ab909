// Kannada texts of the shell's parts that arrive after the page (the footer, the phone menu, the splash, the sign-in
// dialog, the language offer) (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { shellMoreEn } from './shell-more.en.ts'

export const shellMoreKn: Record<keyof typeof shellMoreEn, Message> = {
  'footer.about':
    'ಸೋಲಾರ್ ಡ್ರೈಯರ್‌ಗಳಲ್ಲಿ ಬಿಸಿಲಿನಿಂದ ಒಣಗಿಸಿದ ನುಗ್ಗೆ, ತರಕಾರಿ ಮತ್ತು ಹಣ್ಣಿನ ಪುಡಿಗಳು. ತೆಲಂಗಾಣದ ರೈತರು ಮತ್ತು ಮಹಿಳಾ ಸ್ವಸಹಾಯ ಗುಂಪುಗಳಿಂದ ನಾವು ಬೆಳೆಯನ್ನು ಮರಳಿ ಖರೀದಿಸುತ್ತೇವೆ; ಪೋಷಣೆ ನಿಮ್ಮ ಅಡುಗೆಮನೆಗೆ ತಲುಪುತ್ತದೆ, ನ್ಯಾಯಯುತ ಆದಾಯ ಅವರಿಗೆ ತಲುಪುತ್ತದೆ.',
  'footer.company': 'ಕಂಪನಿ',
  'footer.products': 'ಉತ್ಪನ್ನಗಳು',
  'footer.recipes': 'ಅಡುಗೆ ವಿಧಾನಗಳು',
  'footer.support': 'ಸಹಾಯ',
  'footer.contact': 'ಸಂಪರ್ಕಿಸಿ',
  'footer.faq': 'ಪ್ರಶ್ನೋತ್ತರ',
  'footer.shipping': 'ಶಿಪ್ಪಿಂಗ್ ನೀತಿ',
  'footer.returns': 'ಹಿಂತಿರುಗಿಸುವಿಕೆ',
  'footer.cancellation': 'ರದ್ದತಿ ಮತ್ತು ಮರುಪಾವತಿ',
  'footer.terms': 'ನಿಯಮಗಳು',
  'footer.privacy': 'ಗೌಪ್ಯತೆ',
  'footer.instagram': 'Instagram ನಲ್ಲಿ {shop}',
  'footer.rights': '© {year} {shop}. ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.',
  'menu.close': 'ಮೆನು ಮುಚ್ಚಿ',
  'menu.title': 'ಮೆನು',
  'menu.account': 'ನಿಮ್ಮ ಖಾತೆ',
  'splash.skip': 'ಬಿಟ್ಟುಬಿಡಿ',
  'splash.tagline': 'ಬಿಸಿಲಿನಲ್ಲಿ ಒಣಗಿಸಿದ ಆರೋಗ್ಯ, ನಮ್ಮ ರೈತರಿಂದ ನಿಮ್ಮ ಅಡುಗೆಮನೆಗೆ',
  'login.title': 'ದಯವಿಟ್ಟು ಸೈನ್ ಇನ್ ಮಾಡಿ',
  'login.close': 'ಮುಚ್ಚಿ',
  'language.offer': 'ಈ ಅಂಗಡಿಯನ್ನು {language} ನಲ್ಲಿ ನೋಡುವಿರಾ?',
  'language.offer.accept': 'ಹೌದು, ಬದಲಿಸಿ',
  'language.offer.decline': 'ಬೇಡ, ಧನ್ಯವಾದ',
}
