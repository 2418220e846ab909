// Tamil texts of the guest checkout's form on the way to checkout (decision 058): written for the shopper, not
// word for word.
import type { Message } from '../catalogue.ts'
import type { guestEn } from './guest.en.ts'

export const guestTa: Record<keyof typeof guestEn, Message> = {
  'guest.title': 'புதியவரா? விருந்தினராக செக்அவுட் செய்யுங்கள்',
  'guest.text':
    'கணக்கு தேவையில்லை: ஆர்டர் விவரங்களை உங்கள் மின்னஞ்சலுக்கு அனுப்புவோம், கூரியர் உங்கள் மொபைலில் அழைப்பார். பணம் செலுத்திய பிறகு கணக்கு தொடங்கலாம்.',
  'guest.form': 'விருந்தினர் செக்அவுட்',
  'guest.email': 'மின்னஞ்சல்',
  'guest.mobile': 'மொபைல் எண்',
  'guest.mobile.hint': 'டெலிவரி விவரங்களுக்கும் கூரியருக்கும்.',
  'guest.starting': 'விருந்தினர் செக்அவுட் தொடங்குகிறது...',
  'guest.continue': 'விருந்தினராகத் தொடரவும்',
}
