// Hindi texts of the shell's parts that arrive after the page (the footer, the phone menu, the splash, the sign-in
// dialog, the language offer) (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { shellMoreEn } from './shell-more.en.ts'

export const shellMoreHi: Record<keyof typeof shellMoreEn, Message> = {
  'footer.about':
    'मोरिंगा, सब्ज़ियों और फलों के पाउडर, सोलर ड्रायर में धूप से सुखाए हुए। हम तेलंगाना के किसानों और महिला स्वयं सहायता समूहों से उपज वापस ख़रीदते हैं, ताकि पोषण आपकी रसोई तक पहुँचे और उचित कमाई उन तक।',
  'footer.company': 'कंपनी',
  'footer.products': 'उत्पाद',
  'footer.recipes': 'रेसिपी',
  'footer.support': 'सहायता',
  'footer.contact': 'संपर्क',
  'footer.faq': 'सवाल-जवाब',
  'footer.shipping': 'शिपिंग नीति',
  'footer.returns': 'वापसी',
  'footer.cancellation': 'रद्द करना और रिफ़ंड',
  'footer.terms': 'नियम और शर्तें',
  'footer.privacy': 'गोपनीयता',
  'footer.instagram': 'Instagram पर {shop}',
  'footer.rights': '© {year} {shop}. सर्वाधिकार सुरक्षित।',
  'menu.close': 'मेन्यू बंद करें',
  'menu.title': 'मेन्यू',
  'menu.account': 'आपका खाता',
  'splash.skip': 'छोड़ें',
  'splash.tagline': 'धूप में सुखाई सेहत, हमारे किसानों से आपकी रसोई तक',
  'login.title': 'कृपया साइन इन करें',
  'login.close': 'बंद करें',
  'language.offer': 'क्या आप यह दुकान {language} में देखना चाहेंगे?',
  'language.offer.accept': 'हाँ, बदलें',
  'language.offer.decline': 'नहीं, धन्यवाद',
}
