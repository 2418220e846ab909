// Hindi texts of the About Us page's own words (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { aboutEn } from './about.en.ts'

export const aboutHi: Record<keyof typeof aboutEn, Message> = {
  'about.meta.title': 'हमारे बारे में',
  'about.eyebrow': 'हमारे बारे में',
  'about.title': 'धूप में सुखाई अच्छाई, ईमानदारी से बाँटी',
  'about.lead':
    'Surya Naturals तेलंगाना के किसानों और महिला स्वयं सहायता समूहों के साथ काम करता है। हम मिलकर ताज़ा मोरिंगा, सब्ज़ियाँ और फल सोलर ड्रायर में सुखाते हैं और उनसे शुद्ध पाउडर बनाते हैं, ताकि अच्छा खाना आपकी रसोई तक पहुँचे और उचित कमाई उनके घर तक।',
  'about.image.alt': 'लकड़ी की ट्रे पर हमारे धूप में सुखाए सब्ज़ी, फल और पत्तों के पाउडर की छह कटोरियाँ',
  'about.mission.label': 'लक्ष्य और सपना',
  'about.mission.title': 'हमारा लक्ष्य',
  'about.mission.text':
    'छोटे किसानों को हर फ़सल के लिए भरोसेमंद बाज़ार देना, और भारतीय परिवारों तक ऐसा सच्चा, पौष्टिक खाना पहुँचाना जिस पर वे भरोसा कर सकें: धूप में सुखाया, ध्यान से पीसा और बिना किसी मिलावट के।',
  'about.vision.title': 'हमारा सपना',
  'about.vision.text':
    'ऐसे गाँव जहाँ कोई फ़सल बर्बाद न हो और हर सोलर ड्रायर स्थानीय महिलाओं का छोटा कारोबार हो, और देश भर की ऐसी रसोइयाँ जहाँ एक चम्मच मोरिंगा उतना ही आम हो जितनी चुटकी भर हल्दी।',
  'about.story.eyebrow': 'हमारी कहानी',
  'about.story.title': 'खेत से, ड्रायर से होते हुए, आपके डिब्बे तक',
  'about.story.lead':
    'सोलर ड्रायर के साथ हमारा बाय-बैक मॉडल फ़सल का ज़्यादा हिस्सा, और उसकी ज़्यादा कीमत, गाँव में ही रखता है।',
  'about.actions.label': 'ख़रीदें या हमें लिखें',
  'about.shop': 'हमारे पाउडर ख़रीदें',
  'about.contact': 'संपर्क करें',
}
