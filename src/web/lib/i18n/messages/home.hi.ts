// Hindi texts of the home page (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { homeEn } from './home.en.ts'

export const homeHi: Record<keyof typeof homeEn, Message> = {
  'home.meta.title': 'धूप में सुखाए मोरिंगा और सुपरफ़ूड पाउडर',
  'home.meta.description':
    'तेलंगाना के किसानों और स्वयं सहायता समूहों के सोलर ड्रायर में सुखाए मोरिंगा, सब्ज़ी और फल पाउडर। लैब में जाँचे, खेत तक की पूरी जानकारी के साथ, पूरे भारत में डिलीवरी।',
  'home.hero.badge': 'तेलंगाना में सौर ऊर्जा से सुखाया',
  'home.hero.title': 'धूप में सुखाई सेहत, हमारे किसानों से आपकी रसोई तक',
  'home.hero.lead':
    'मोरिंगा की पत्तियाँ, सब्ज़ियाँ और फल, तुड़ाई के कुछ ही घंटों में सोलर ड्रायर में सुखाकर बारीक पाउडर में पीसे जाते हैं। कुछ भी मिलाया नहीं, हर बैच लैब में जाँचा हुआ',
  'home.hero.lead.more': ', और उगाने वाले किसानों व स्वयं सहायता समूहों को उनका सही दाम',
  'home.hero.lead.end': '।',
  'home.hero.shop': 'मोरिंगा खरीदें',
  'home.hero.story': 'हमारी कहानी',
  'home.hero.tested': 'हर बैच लैब में जाँचा',
  'home.hero.traceable': 'खेत तक की पूरी जानकारी',
  'home.hero.natural': '100% प्राकृतिक',
  'home.hero.image.alt':
    'Surya Naturals मोरिंगा पाउडर का क्राफ़्ट पाउच, पास में चटक हरे पाउडर की कटोरी और ताज़ी पत्तियाँ',
  'home.bestsellers': 'सबसे ज़्यादा बिकने वाले',
  'home.values.heading': 'हमारे मूल्य',
  'home.values.purity': 'शुद्धता',
  'home.values.purity.text': 'एक ही चीज़ से बने पाउडर, ऊपर से कुछ नहीं: न फ़िलर, न रंग, न प्रिज़र्वेटिव।',
  'home.values.heritage': 'विरासत',
  'home.values.heritage.text': 'वे चीज़ें जिन पर भारतीय रसोई पीढ़ियों से भरोसा करती आई है: सहजन, आँवला, हल्दी और तुलसी।',
  'home.values.sustainability': 'टिकाऊपन',
  'home.values.sustainability.text':
    'ईंधन की जगह सोलर ड्रायर, और वापस खरीदने का वादा जो छोटे खेतों को चलता रखता है।',
  'home.values.wellness': 'सेहत',
  'home.values.wellness.text': 'रोज़ का पोषण, जो चाय, दाल, रोटी और स्मूदी में आसानी से घुल-मिल जाता है।',
  'home.featured.kicker': 'हमारे ड्रायर से',
  'home.featured.heading': 'ख़ास उत्पाद',
  'home.featured.loading': 'ख़ास उत्पाद लोड हो रहे हैं',
  'home.featured.error': 'ख़ास उत्पाद लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'home.moringa.kicker': 'मोरिंगा, कमाल की पत्ती',
  'home.moringa.heading': 'अपने मोरिंगा को जानिए, खेत से पाउच तक',
  'home.moringa.trace': 'खेत तक की जानकारी',
  'home.moringa.trace.text': 'हर बैच के पीछे के किसान और गाँव से मिलिए, बुवाई और प्रोसेसिंग की तारीख़ों के साथ।',
  'home.moringa.lab': 'लैब में जाँचा',
  'home.moringa.lab.text': 'हर बैच ISO प्रमाणित लैब में जाँचा जाता है, पूरी रिपोर्ट देखने और डाउनलोड करने के लिए।',
  'home.moringa.rich': 'कुदरती रूप से पोषण से भरपूर',
  'home.moringa.rich.text': 'ग्राम दर ग्राम, दूध से 17 गुना कैल्शियम और पालक से 10 गुना आयरन।',
  'home.moringa.discover': 'मोरिंगा के बारे में जानें',
  'home.reviews.kicker': 'भारतीय रसोइयों की पसंद',
  'home.reviews.heading': 'हमारे ग्राहक क्या कहते हैं',
  'home.reviews.loading': 'समीक्षाएँ लोड हो रही हैं',
  'home.reviews.verified': 'सत्यापित खरीदारी',
  'home.farmers.kicker': 'हमारे किसान और ड्रायर',
  'home.farmers.heading': 'हर पाउच से एक गाँव की रसोई चलती है',
  'home.farmers.text':
    'हमारे साथी किसान जो उगाते हैं, हम वह वापस खरीदते हैं और स्वयं सहायता समूहों को उसे सुखाने का मेहनताना देते हैं, ताकि फ़सल की कीमत वहीं रहे जहाँ वह उगी।',
  'home.farmers.step': 'चरण {step}',
  'home.farmers.grown': 'छोटे किसानों की उपज',
  'home.farmers.grown.text':
    'शादनगर के आसपास के छोटे खेतों से मोरिंगा, सब्ज़ियाँ और फल, पहले से तय उचित दाम पर वापस खरीदे जाते हैं।',
  'home.farmers.dried': 'धूप में सुखाया',
  'home.farmers.dried.text':
    'महिलाओं के स्वयं सहायता समूह सोलर ड्रायर चलाते हैं, जो फ़सल को कुछ घंटों में सुखा देते हैं और रंग व पोषण बचाए रखते हैं।',
  'home.farmers.milled': 'ताज़ा पिसा और पैक किया',
  'home.farmers.milled.text':
    'पत्थर की चक्की में बारीक पिसा, दोबारा बंद होने वाले क्राफ़्ट पाउच में पैक और सीधे आपके घर भेजा गया।',
  'home.farmers.story': 'हमारी कहानी पढ़ें',
}
