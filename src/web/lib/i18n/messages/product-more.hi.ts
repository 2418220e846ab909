// Hindi texts of the product page's parts that arrive after it (its information, the notify form, related products,
// failures) (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { productMoreEn } from './product-more.en.ts'

export const productMoreHi: Record<keyof typeof productMoreEn, Message> = {
  'product.info.ingredients': 'सामग्री',
  'product.info.usage': 'इस्तेमाल का तरीका',
  'product.info.benefits': 'फ़ायदे',
  'product.info.storage': 'कैसे रखें',
  'moringa.ingredients':
    '100% सूखी मोरिंगा (सहजन) की पत्तियाँ (Moringa oleifera), और कुछ नहीं। न फ़िलर, न एंटी-केकिंग एजेंट, न ऊपर से रंग, न प्रिज़र्वेटिव। सिर्फ़ पत्तियाँ: पीसने से पहले डंठल छानकर निकाल दिए जाते हैं।',
  'moringa.usage':
    'दिन में ½ छोटे चम्मच से शुरू करें और धीरे-धीरे 1–2 छोटे चम्मच (3–6 ग्राम) तक बढ़ाएँ। गुनगुने नींबू-पानी, छाछ, स्मूदी, दाल, सांभर या सूप में मिलाएँ, या चपाती के आटे और डोसे के घोल में डालें। हो सके तो पकाने के आख़िर में डालें: हल्की आँच पर इसके गुण ज़्यादा बचे रहते हैं। गर्भावस्था, स्तनपान के दौरान या कोई दवा ले रहे हों, तो पहले अपने डॉक्टर से पूछ लें।',
  'moringa.benefit.iron': 'रोज़ के पोषण के लिए पौधों से मिलने वाला आयरन और कैल्शियम',
  'moringa.benefit.vitamins': 'विटामिन A, विटामिन C और पोटैशियम से कुदरती रूप से भरपूर',
  'moringa.benefit.protein': 'पौधों का प्रोटीन, जिसमें सभी नौ ज़रूरी अमीनो एसिड हैं',
  'moringa.benefit.antioxidants': 'क्वेरसेटिन और क्लोरोजेनिक एसिड जैसे एंटीऑक्सिडेंट',
  'moringa.benefit.fibre': 'फ़ाइबर, जो पाचन के लिए हल्का है',
  'moringa.benefit.colour': 'धीमी आँच पर धूप से सुखाया, ताकि गहरा हरा रंग बना रहे',
  'moringa.storage':
    'दोबारा बंद होने वाले पाउच या हवाबंद काँच के डिब्बे में, ठंडी, सूखी और अँधेरी अलमारी में रखें। हमेशा सूखा चम्मच इस्तेमाल करें और फ़्रिज में न रखें: नमी से इसमें गुठलियाँ पड़ जाती हैं। खोलने के 6 महीने और पैकिंग के 12 महीने के अंदर इस्तेमाल करना सबसे अच्छा है।',
  'product.related': 'आपको ये भी पसंद आ सकते हैं',
  'product.related.view': 'उत्पाद देखें',
  'product.failed.title': 'हम यह उत्पाद लोड नहीं कर सके',
  'product.failed.text': 'उत्पाद लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'product.missing.title': 'उत्पाद नहीं मिला',
  'product.missing.text': 'आप जो उत्पाद ढूँढ रहे हैं, वह हमें नहीं मिला।',
  'notify.email.invalid': 'कृपया सही ईमेल पता डालें।',
  'notify.failed': 'कृपया फिर कोशिश करें।',
  'notify.want': '{name} चाहिए? वापस आते ही हम आपको एक बार ईमेल करेंगे।',
  'notify.email': 'ईमेल पता',
  'notify.email.placeholder': 'आपका ईमेल पता',
  'notify.saving': 'सेव हो रहा है...',
  'notify.button': 'मुझे बताएँ',
}
