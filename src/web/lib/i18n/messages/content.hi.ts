// Hindi texts around the owner's FAQ (decision 058).
import type { Message } from '../catalogue.ts'
import type { contentEn } from './content.en.ts'

export const contentHi: Record<keyof typeof contentEn, Message> = {
  'faq.meta.title': 'अक्सर पूछे जाने वाले सवाल',
  'faq.meta.description':
    'धूप में सुखाए हमारे पाउडर, डिलीवरी के समय, वापसी, रिफ़ंड और Surya Naturals टीम से संपर्क के बारे में जवाब।',
  'faq.eyebrow': 'सहायता केंद्र',
  'faq.title': 'अक्सर पूछे जाने वाले सवाल',
  'faq.lead': 'हमारे पाउडर, डिलीवरी, वापसी और सहायता के बारे में झटपट जवाब। आपका सवाल यहाँ नहीं है? बस एक संदेश भेजिए।',
  'faq.topics': 'सवालों के विषय',
  'faq.topic.products': 'उत्पाद',
  'faq.topic.shipping': 'शिपिंग',
  'faq.topic.returns': 'वापसी',
  'faq.topic.support': 'सहायता',
  'faq.still.title': 'अब भी कोई सवाल है?',
  'faq.still.text': 'तेलंगाना में हमारी टीम हर संदेश का जवाब एक कार्यदिवस के भीतर देती है।',
  'faq.still.contact': 'हमसे संपर्क करें',
  'faq.still.email': 'या ईमेल करें',
  'policy.eyebrow': 'नीतियाँ',
  'policy.updated': 'आख़िरी बार बदला गया',
  'policy.toc': 'इस पेज पर',
  'policy.related': 'जुड़ी हुई नीतियाँ',
  'policy.still': 'अब भी कोई सवाल है? हमारे',
  'policy.faq': 'अक्सर पूछे जाने वाले सवाल पढ़ें',
  'policy.or': 'या',
  'policy.contact': 'हमसे संपर्क करें',
}
