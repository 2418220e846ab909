// Kannada texts of the product page's parts that arrive after it (its information, the notify form, related products,
// failures) (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { productMoreEn } from './product-more.en.ts'

export const productMoreKn: Record<keyof typeof productMoreEn, Message> = {
  'product.info.ingredients': 'ಪದಾರ್ಥಗಳು',
  'product.info.usage': 'ಬಳಸುವ ವಿಧಾನ',
  'product.info.benefits': 'ಪ್ರಯೋಜನಗಳು',
  'product.info.storage': 'ಹೇಗೆ ಇಡಬೇಕು',
  'moringa.ingredients':
    '100% ಒಣಗಿಸಿದ ನುಗ್ಗೆ ಸೊಪ್ಪು (Moringa oleifera), ಬೇರೇನೂ ಇಲ್ಲ. ಫಿಲ್ಲರ್ ಇಲ್ಲ, ಆಂಟಿ-ಕೇಕಿಂಗ್ ಏಜೆಂಟ್ ಇಲ್ಲ, ಸೇರಿಸಿದ ಬಣ್ಣ ಇಲ್ಲ, ಪ್ರಿಸರ್ವೇಟಿವ್ ಇಲ್ಲ. ಎಲೆಗಳು ಮಾತ್ರ: ಬೀಸುವ ಮೊದಲು ದಂಟುಗಳನ್ನು ಜರಡಿ ಹಿಡಿದು ತೆಗೆಯಲಾಗುತ್ತದೆ.',
  'moringa.usage':
    'ದಿನಕ್ಕೆ ½ ಟೀಚಮಚದಿಂದ ಶುರು ಮಾಡಿ, ನಿಧಾನವಾಗಿ 1–2 ಟೀಚಮಚಕ್ಕೆ (3–6 ಗ್ರಾಂ) ಹೆಚ್ಚಿಸಿ. ನಿಂಬೆ ಹಿಂಡಿದ ಬೆಚ್ಚಗಿನ ನೀರು, ಮಜ್ಜಿಗೆ, ಸ್ಮೂದಿ, ಬೇಳೆ ಸಾರು, ಸಾಂಬಾರ್ ಅಥವಾ ಸೂಪ್‌ನಲ್ಲಿ ಕಲಸಿ, ಇಲ್ಲವೇ ಚಪಾತಿ ಹಿಟ್ಟು ಮತ್ತು ದೋಸೆ ಹಿಟ್ಟಿಗೆ ಬೆರೆಸಿ. ಸಾಧ್ಯವಾದರೆ ಅಡುಗೆಯ ಕೊನೆಯಲ್ಲಿ ಸೇರಿಸಿ: ಹದವಾದ ಬಿಸಿಯಲ್ಲಿ ಇದರ ಗುಣ ಹೆಚ್ಚು ಉಳಿಯುತ್ತದೆ. ಗರ್ಭಿಣಿಯರು, ಹಾಲುಣಿಸುವವರು ಅಥವಾ ಔಷಧಿ ತೆಗೆದುಕೊಳ್ಳುತ್ತಿರುವವರು ಮೊದಲು ವೈದ್ಯರನ್ನು ಕೇಳಿ.',
  'moringa.benefit.iron': 'ದಿನನಿತ್ಯದ ಪೋಷಣೆಗೆ ಸಸ್ಯಮೂಲದ ಕಬ್ಬಿಣ ಮತ್ತು ಕ್ಯಾಲ್ಸಿಯಂ',
  'moringa.benefit.vitamins': 'ವಿಟಮಿನ್ A, ವಿಟಮಿನ್ C ಮತ್ತು ಪೊಟ್ಯಾಸಿಯಂ ಸಹಜವಾಗಿ ಸಮೃದ್ಧ',
  'moringa.benefit.protein': 'ಅಗತ್ಯವಿರುವ ಒಂಬತ್ತೂ ಅಮೈನೋ ಆಮ್ಲಗಳಿರುವ ಸಸ್ಯ ಪ್ರೋಟೀನ್',
  'moringa.benefit.antioxidants': 'ಕ್ವೆರ್ಸೆಟಿನ್ ಮತ್ತು ಕ್ಲೋರೋಜೆನಿಕ್ ಆಮ್ಲದಂತಹ ಆಂಟಿಆಕ್ಸಿಡೆಂಟ್‌ಗಳು',
  'moringa.benefit.fibre': 'ಜೀರ್ಣಕ್ರಿಯೆಗೆ ಹಗುರವಾದ ನಾರಿನಂಶ',
  'moringa.benefit.colour': 'ಗಾಢ ಹಸಿರು ಬಣ್ಣ ಉಳಿಯುವಂತೆ ಕಡಿಮೆ ಶಾಖದಲ್ಲಿ ಸೌರಶಕ್ತಿಯಿಂದ ಒಣಗಿಸಿದ್ದು',
  'moringa.storage':
    'ಮತ್ತೆ ಮುಚ್ಚಬಹುದಾದ ಪೌಚ್‌ನಲ್ಲಿ ಅಥವಾ ಗಾಳಿಯಾಡದ ಗಾಜಿನ ಡಬ್ಬಿಯಲ್ಲಿ, ತಂಪಾದ, ಒಣ ಮತ್ತು ಕತ್ತಲಿನ ಕಪಾಟಿನಲ್ಲಿ ಇಡಿ. ಯಾವಾಗಲೂ ಒಣ ಚಮಚ ಬಳಸಿ, ಫ್ರಿಜ್‌ನಲ್ಲಿ ಇಡಬೇಡಿ: ತೇವಾಂಶದಿಂದ ಪುಡಿ ಗಂಟು ಕಟ್ಟುತ್ತದೆ. ತೆರೆದ 6 ತಿಂಗಳೊಳಗೆ ಮತ್ತು ಪ್ಯಾಕ್ ಮಾಡಿದ 12 ತಿಂಗಳೊಳಗೆ ಬಳಸುವುದು ಉತ್ತಮ.',
  'product.related': 'ನಿಮಗೆ ಇವೂ ಇಷ್ಟವಾಗಬಹುದು',
  'product.related.view': 'ಉತ್ಪನ್ನ ನೋಡಿ',
  'product.failed.title': 'ಈ ಉತ್ಪನ್ನವನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ',
  'product.failed.text': 'ಉತ್ಪನ್ನದ ವಿವರಗಳನ್ನು ತರಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'product.missing.title': 'ಉತ್ಪನ್ನ ಸಿಗಲಿಲ್ಲ',
  'product.missing.text': 'ನೀವು ಹುಡುಕುತ್ತಿರುವ ಉತ್ಪನ್ನ ಸಿಗಲಿಲ್ಲ.',
  'notify.email.invalid': 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ.',
  'notify.failed': 'ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'notify.want': '{name} ಬೇಕೇ? ಮತ್ತೆ ಬಂದಾಗ ನಿಮಗೆ ಒಮ್ಮೆ ಇಮೇಲ್ ಮಾಡುತ್ತೇವೆ.',
  'notify.email': 'ಇಮೇಲ್ ವಿಳಾಸ',
  'notify.email.placeholder': 'ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ',
  'notify.saving': 'ಉಳಿಸಲಾಗುತ್ತಿದೆ...',
  'notify.button': 'ನನಗೆ ತಿಳಿಸಿ',
}
