// Kannada texts of the delivery check of the product page and the checkout's delivery speeds (decision 058): written
// for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { deliveryEn } from './delivery.en.ts'

export const deliveryKn: Record<keyof typeof deliveryEn, Message> = {
  'delivery.heading': 'ಡೆಲಿವರಿ ಪರಿಶೀಲಿಸಿ',
  'delivery.pin': 'ಪಿನ್ ಕೋಡ್',
  'delivery.pin.placeholder': 'ಪಿನ್ ಕೋಡ್ ನಮೂದಿಸಿ',
  'delivery.pin.invalid': 'ಸರಿಯಾದ 6 ಅಂಕಿಯ ಪಿನ್ ಕೋಡ್ ನಮೂದಿಸಿ',
  'delivery.check': 'ಪರಿಶೀಲಿಸಿ',
  'delivery.failed': 'ಡೆಲಿವರಿ ಪರಿಶೀಲಿಸಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'delivery.free': 'ಉಚಿತ',
  'delivery.cod': 'ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ ಲಭ್ಯವಿದೆ',
  'delivery.free.over': '{amount} ಮೀರಿದ ಆರ್ಡರ್‌ಗಳಿಗೆ ಉಚಿತ ಶಿಪ್ಪಿಂಗ್',
  'delivery.free.every': 'ಪ್ರತಿ ಆರ್ಡರ್‌ಗೆ ಉಚಿತ ಶಿಪ್ಪಿಂಗ್',
  'delivery.express': 'ಎಕ್ಸ್‌ಪ್ರೆಸ್',
  'delivery.standard': 'ಸ್ಟ್ಯಾಂಡರ್ಡ್',
  'delivery.by': 'ನಿರೀಕ್ಷಿತ ಡೆಲಿವರಿ: {day}',
  'delivery.by.range': 'ನಿರೀಕ್ಷಿತ ಡೆಲಿವರಿ: {from} – {to}',
}
