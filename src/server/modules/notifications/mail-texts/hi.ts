// The order mails' texts in Hindi (decision 060): written for the shopper, not word for word from English. Brand,
// product, courier and payment names stay as written; staff's own words (a reason) are quoted as staff wrote them.
import type { MailTexts } from './en.ts'

export const hi: MailTexts = {
  hello: 'नमस्ते {name},',
  helloNoName: 'नमस्ते,',
  contact: 'कोई सवाल? {email} पर लिखें या {phone} पर फ़ोन करें ({hours}); व्हाट्सऐप {whatsapp}।',
  footer:
    '{shop} · {address}। यह संदेश आपके ऑर्डर के बारे में है, और हर ग्राहक को भेजा जाता है, चाहे उन्होंने न्यूज़लेटर चुना हो या नहीं।',
  buttonFallback: 'अगर बटन काम न करे, तो यह लिंक कॉपी करके अपने ब्राउज़र में खोलें:',
  viewOrder: 'अपना ऑर्डर देखें',
  invoiceLink: 'ऑर्डर {id} का GST इनवॉइस (PDF)',
  invoiceLinkAttached: 'ऑर्डर {id} का GST इनवॉइस (PDF, इस मेल के साथ संलग्न भी)',
  creditNoteLink: 'ऑर्डर {id} का क्रेडिट नोट {number} (PDF)',
  invoiceLinkDays:
    'इस मेल का इनवॉइस लिंक {days} दिन तक बिना साइन इन किए PDF खोलता है; उसके बाद इसे अपने ऑर्डर से डाउनलोड करें।',
  creditNoteLinkDays:
    'इस मेल का क्रेडिट नोट लिंक {days} दिन तक बिना साइन इन किए PDF खोलता है; उसके बाद इसे अपने ऑर्डर से डाउनलोड करें।',
  reachesBy: 'जैसा चेकआउट पर बताया गया था, यह आप तक {date} तक पहुँच जाना चाहिए।',
  reachesBetween: 'जैसा चेकआउट पर बताया गया था, यह आप तक {from} से {to} के बीच पहुँच जाना चाहिए।',
  keepCashReady: 'कृपया {amount} तैयार रखें: कूरियर डिलीवरी के समय यह रकम नकद लेगा।',
  trackParcel: 'अपना पार्सल ट्रैक करें',

  yourItems: 'आपका सामान',
  itemLine: '{name} ({size}) × {quantity}',
  itemLineSku: '{name} ({size}, SKU {sku}) × {quantity}',
  subtotal: 'उप-योग',
  discount: 'छूट',
  discountCode: 'छूट ({code})',
  shippingLine: 'शिपिंग ({mode})',
  free: 'मुफ़्त',
  codFee: 'कैश ऑन डिलीवरी शुल्क',
  totalPaid: 'कुल भुगतान',
  toPayOnDelivery: 'डिलीवरी पर देना है',
  total: 'कुल',
  deliveringTo: 'डिलीवरी का पता',
  mobileLine: 'मोबाइल {mobile}',
  returnedLine: '{name} ({size})',
  unitOne: '{count} नग',
  unitMany: '{count} नग',
  modeStandard: 'स्टैंडर्ड',
  modeExpress: 'एक्सप्रेस',

  methodOnline: 'ऑनलाइन भुगतान',
  methodCard: 'कार्ड',
  methodUpi: 'UPI',
  methodNetbanking: 'नेटबैंकिंग',
  methodWallet: 'वॉलेट',
  methodEmi: 'EMI',
  methodPaylater: 'पे लेटर',
  methodCod: 'कैश ऑन डिलीवरी',

  confirmedSubject: 'आपका ऑर्डर {id} कन्फ़र्म हो गया है',
  placedHeading: 'आपका ऑर्डर दर्ज हो गया है',
  confirmedHeading: 'धन्यवाद! आपका ऑर्डर कन्फ़र्म हो गया है',
  codPlaced: 'आपका ऑर्डर {id} कैश ऑन डिलीवरी पर दर्ज हो गया है: कृपया कूरियर के लिए {amount} तैयार रखें।',
  paymentReceived: 'ऑर्डर {id} के लिए आपका {amount} का भुगतान ({method}) हमें मिल गया है।',
  packByHand: 'हम हर ऑर्डर हाथ से पैक करते हैं, और पार्सल निकलते ही आपको ट्रैकिंग लिंक ईमेल कर देते हैं।',
  changedMind:
    'इरादा बदल गया? आप ऑर्डर करने के {hours} घंटे के भीतर उसे रद्द कर सकते हैं, और डिलीवरी के {days} दिन के भीतर बिना खुले पैक लौटा सकते हैं ({url})।',
  deliveryHeading: 'डिलीवरी',
  expectedDelivery: 'अनुमानित डिलीवरी',
  shipping: 'शिपिंग',

  paymentFailedSubject: 'ऑर्डर {id} का भुगतान पूरा नहीं हुआ',
  paymentFailedHeading: 'आपका भुगतान पूरा नहीं हुआ',
  paymentFailedBody:
    'ऑर्डर {id} के लिए {amount} का भुगतान पूरा नहीं हो सका। अगर आपके खाते से पैसे कट गए हैं, तो आपका बैंक उन्हें अपने-आप लौटा देगा।',
  heldUntil: 'आपका सामान {time} (भारतीय समय) तक आपके लिए रखा है: आप अपने ऑर्डर से दोबारा भुगतान कर सकते हैं।',
  payAgain: 'जब तक ऑर्डर खुला है, आप उससे दोबारा भुगतान कर सकते हैं।',
  payAction: 'अपने ऑर्डर का भुगतान करें',

  expiredSubject: 'ऑर्डर {id} का भुगतान नहीं हुआ और उसकी समय-सीमा ख़त्म हो गई',
  expiredHeading: 'आपके ऑर्डर की समय-सीमा ख़त्म हो गई',
  expiredBody:
    'हमने ऑर्डर {id} का सामान आपके लिए रोक रखा था, पर समय पर भुगतान नहीं आया, इसलिए ऑर्डर की समय-सीमा ख़त्म हो गई और सामान वापस स्टॉक में चला गया। अगर इसका कोई भुगतान फिर भी हम तक पहुँचता है, तो हम उसे पूरा लौटा देंगे।',
  expiredCart: 'आपके कार्ट में जो सामान अब भी है, उसे फिर से ऑर्डर किया जा सकता है।',
  goToCart: 'अपने कार्ट पर जाएँ',

  shippedSubject: 'ऑर्डर {id} रास्ते में है',
  shippedHeading: 'आपका ऑर्डर रास्ते में है',
  shippedBody: 'ऑर्डर {id} हमारी यूनिट से {carrier} के साथ निकल चुका है, वेबिल {waybill}।',
  shipmentHeading: 'शिपमेंट',
  carrier: 'कूरियर',
  waybill: 'वेबिल',
  tracking: 'ट्रैकिंग',

  outSubject: 'ऑर्डर {id} आज डिलीवरी के लिए निकला है',
  outHeading: 'आपका ऑर्डर डिलीवरी के लिए निकल चुका है',
  outBody: 'ऑर्डर {id} आज {carrier} के साथ डिलीवरी के लिए निकला है।',

  failedSubject: 'हम ऑर्डर {id} डिलीवर नहीं कर सके: कृपया कोई बेहतर समय या पता बताएँ',
  failedHeading: 'हम आपका ऑर्डर डिलीवर नहीं कर सके',
  failedBody: '{carrier} ने ऑर्डर {id} डिलीवर करने की कोशिश की, पर नहीं कर सका। कूरियर का कारण: {reason}।',
  failedAsk:
    'हम दोबारा कब कोशिश करें, और क्या नीचे दिया पता और फ़ोन नंबर सही है? इस मेल का जवाब दें या हमें फ़ोन करके बेहतर समय, पता या नंबर बताएँ, हम {carrier} से फिर कोशिश करने को कहेंगे। अगर आपसे संपर्क नहीं हो पाया, तो कुछ कोशिशों के बाद पार्सल हमारे पास लौट आएगा।',

  deliveredSubject: 'ऑर्डर {id} डिलीवर हो गया है',
  deliveredHeading: 'आपका ऑर्डर डिलीवर हो गया है',
  deliveredBody: 'ऑर्डर {id} डिलीवर हो गया है। उम्मीद है आपको पसंद आएगा!',
  deliveredAsk: 'आपको कैसा लगा? प्रोडक्ट पेज पर आपके दो शब्द दूसरे ग्राहकों को चुनने में मदद करते हैं:',
  reviewLink: '{name} की समीक्षा लिखें',
  damaged: 'अगर कुछ भी टूटा-फूटा पहुँचा हो, तो 48 घंटे के भीतर फ़ोटो के साथ बताएँ, हम उसे ठीक करेंगे।',

  cancelledSubject: 'ऑर्डर {id} रद्द कर दिया गया है',
  cancelledRefundedSubject: 'ऑर्डर {id} रद्द हुआ और पैसे लौटा दिए गए',
  cancelledHeading: 'आपका ऑर्डर रद्द कर दिया गया है',
  cancelledRefundedHeading: 'आपका ऑर्डर रद्द हुआ और पैसे लौटा दिए गए',
  cancelledReturned:
    'कूरियर ऑर्डर {id} हमारे पास वापस ले आया (यह डिलीवर नहीं हो सका), इसलिए ऑर्डर रद्द कर दिया गया है।',
  cancelledByUsBecause: 'हमने ऑर्डर {id} रद्द कर दिया है: {reason} कोई सवाल हो तो इस मेल का जवाब दें या हमें फ़ोन करें।',
  cancelledByUs:
    'हमने ऑर्डर {id} रद्द कर दिया है। अगर आपको इसकी उम्मीद नहीं थी, तो इस मेल का जवाब दें या हमें फ़ोन करें, हम कारण बताएँगे।',
  cancelledByYou: 'ऑर्डर {id} रद्द कर दिया गया है।',
  refundStarted:
    '{amount} का रिफ़ंड आपके मूल भुगतान माध्यम ({method}) पर शुरू कर दिया गया है। बैंक आम तौर पर इसे आपके खाते में दिखाने में 5–7 कामकाजी दिन लेते हैं।',
  nothingDueCod: 'आपको कुछ नहीं देना है: इसका भुगतान डिलीवरी पर नकद होना था।',
  nothingCharged: 'इसके लिए आपसे कोई पैसा नहीं लिया गया।',
  refundHeading: 'रिफ़ंड',
  amount: 'रकम',
  refundTo: 'कहाँ',
  reason: 'कारण',
  returnedByCourier: 'कूरियर ने लौटाया',
  cancelledByUsShort: 'हमने रद्द किया',
  cancelledAtRequest: 'आपके कहने पर रद्द किया गया',
  cancelledItems: 'रद्द किया गया सामान',

  refundSubject: 'ऑर्डर {id} के लिए {amount} का रिफ़ंड',
  refundedHeading: 'हमने आपका भुगतान लौटा दिया है',
  refundLate:
    'ऑर्डर {id} के लिए आपका {amount} का भुगतान ऑर्डर रद्द होने या उसकी समय-सीमा ख़त्म होने के बाद आया, इसलिए हमने उसे पूरा लौटा दिया है।',
  refundMismatch:
    'ऑर्डर {id} के लिए {amount} का एक भुगतान ऑर्डर की कुल रकम से मेल नहीं खाता था, इसलिए हमने उसे पूरा लौटा दिया है। ऑर्डर में कोई बदलाव नहीं हुआ है।',
  refundDuplicate:
    'ऑर्डर {id} के लिए और भुगतान की ज़रूरत नहीं थी, इसलिए आपका {amount} का भुगतान पूरा लौटा दिया गया है।',
  refundPartial: 'ऑर्डर {id} के आपके भुगतान में से हमने {amount} लौटा दिए हैं।',
  refundGoesBack:
    'रिफ़ंड आपके मूल भुगतान माध्यम पर जाता है। बैंक आम तौर पर इसे आपके खाते में दिखाने में 5–7 कामकाजी दिन लेते हैं।',
  refundedItems: 'रिफ़ंड किया गया सामान',

  returnItems: 'वापसी का सामान',
  returnRequestedSubject: 'ऑर्डर {id} की वापसी का आपका अनुरोध हमें मिल गया है',
  returnApprovedSubject: 'ऑर्डर {id} की आपकी वापसी मंज़ूर हो गई है',
  returnRefusedSubject: 'ऑर्डर {id} की आपकी वापसी स्वीकार नहीं हुई',
  returnReceivedSubject: 'ऑर्डर {id} का लौटाया सामान हमें मिल गया है',
  returnRefundedSubject: 'ऑर्डर {id} की वापसी का रिफ़ंड',
  returnRequestedHeading: 'वापसी का अनुरोध मिला',
  returnApprovedHeading: 'वापसी मंज़ूर',
  returnRefusedHeading: 'वापसी स्वीकार नहीं हुई',
  returnReceivedHeading: 'वापसी का सामान मिला',
  returnRefundedHeading: 'आपकी वापसी का रिफ़ंड हो गया है',
  returnRequestedBody:
    'ऑर्डर {id} का सामान लौटाने का आपका अनुरोध हमें मिल गया है। हम एक कामकाजी दिन के भीतर इसे जाँचकर आपको ईमेल से बताएँगे।',
  returnApprovedBody:
    'ऑर्डर {id} की आपकी वापसी मंज़ूर हो गई है। आपके बताए पते से पिकअप बुक कर दिया गया है: कृपया सामान पैक करके रखें, और अंदर एक पर्ची पर ऑर्डर नंबर लिखकर रख दें।',
  returnApprovedBodyWaybill:
    'ऑर्डर {id} की आपकी वापसी मंज़ूर हो गई है। आपके बताए पते से पिकअप बुक कर दिया गया है (वेबिल {awb}): कृपया सामान पैक करके रखें, और अंदर एक पर्ची पर ऑर्डर नंबर लिखकर रख दें।',
  returnRefusedBody: 'हम ऑर्डर {id} की आपकी वापसी स्वीकार नहीं कर सके।',
  returnRefusedReason: 'हमारा कारण: {reason}',
  returnRefusedMistake: 'अगर आपको लगता है कि यह ग़लती है, तो इस ईमेल का जवाब दें।',
  returnReceivedBody:
    'ऑर्डर {id} का आपका लौटाया सामान हम तक पहुँच गया है और जाँच लिया गया है। आपका रिफ़ंड जल्द ही आएगा।',
  returnRefundedTo: 'ऑर्डर {id} की वापसी के लिए हमने {amount} {to} पर भेज दिए हैं।',
  returnRefundedOriginal:
    'ऑर्डर {id} की वापसी के लिए हमने {amount} आपके मूल भुगतान माध्यम पर लौटा दिए हैं। बैंक आम तौर पर इसे आपके खाते में दिखाने में 5–7 कामकाजी दिन लेते हैं।',

  // mails that are not about one order
  backInStockSubject: '{product} फिर से स्टॉक में है',
  backInStockBody:
    'आपने कहा था कि {product} वापस आने पर हम आपको बताएँ। यह आ गया है, इस मौसम की फ़सल से ताज़ा पैक किया हुआ।',
  backInStockLimited: 'स्टॉक सीमित है; जब तक यह आपके कार्ट में होकर भुगतान न हो जाए, यह आपके लिए रोका नहीं जाता।',
  backInStockAction: '{product} खरीदें',
  backInStockFootnote:
    'यह मेल आपको एक ही बार मिला है, क्योंकि आपने हमारे उत्पाद पेज पर कहा था। इसके बारे में हम आपको दोबारा मेल नहीं करेंगे।',
  cartReminderSubject: 'आपके कार्ट में कुछ रह गया है',
  cartReminderHeading: 'आपका कार्ट आपका इंतज़ार कर रहा है',
  cartReminderBody:
    'नमस्ते {name}, {shop} पर आपने ये चीज़ें अपने कार्ट में छोड़ी थीं। ये आपके लिए रोकी नहीं गई हैं: स्टॉक उसी को मिलता है जो पहले भुगतान करे।',
  cartReminderBodyNoName:
    'नमस्ते, {shop} पर आपने ये चीज़ें अपने कार्ट में छोड़ी थीं। ये आपके लिए रोकी नहीं गई हैं: स्टॉक उसी को मिलता है जो पहले भुगतान करे।',
  cartReminderAction: 'मेरा कार्ट खोलें',
  cartReminderFootnote:
    'यह मेल इसलिए आया क्योंकि आपने अपनी प्रोफ़ाइल में कार्ट रिमाइंडर चुने हैं; एक कार्ट के लिए ज़्यादा से ज़्यादा दो। इन्हें एक क़दम में बंद करें: {url}',
  recallSubject: 'वापसी की सूचना: {product} {size}, बैच {lot}',
  recallHeading: 'कृपया {product} {size}, बैच {lot} का इस्तेमाल बंद करें',
  recallOrder: 'ऑर्डर {ids}',
  recallOrders: 'ऑर्डर {ids}',
  recallBody:
    'आपके {orders} में बैच {lot} का {product} ({size}) था, जिसकी इस्तेमाल की अंतिम तिथि {best} है। हम यह बैच वापस मँगा रहे हैं। बैच नंबर पैक पर, इस्तेमाल की अंतिम तिथि के पास छपा है।',
  recallRemedy:
    'हम इसका पैसा लौटाएँगे या इसे बदल देंगे: इस मेल का जवाब दें या हमसे संपर्क करें, और हमारे जवाब तक पैक संभालकर रखें।',
  recallAction: 'अपने ऑर्डर देखें',
  // the account's mails: password reset, email confirmation, an email added to a mobile account
  accountResetSubject: 'अपना {shop} पासवर्ड रीसेट करें',
  accountResetHeading: 'अपना पासवर्ड रीसेट करें',
  accountResetHello: 'नमस्ते {name},',
  accountResetHelloNoName: 'नमस्ते,',
  accountResetBody:
    'हमें आपके {shop} खाते का पासवर्ड रीसेट करने का अनुरोध मिला है। नीचे दिया गया लिंक एक घंटे तक काम करेगा।',
  accountResetAction: 'नया पासवर्ड चुनें',
  accountResetFootnote: 'अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा कर दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  accountVerifySubject: '{shop} के लिए अपना ईमेल कन्फ़र्म करें',
  accountVerifyHeading: 'अपना ईमेल कन्फ़र्म करें',
  accountVerifyBody:
    '{shop} में आपका स्वागत है। कृपया कन्फ़र्म करें कि यह आपका ईमेल पता है, ताकि हम आपको ऑर्डर अपडेट और इनवॉइस भेज सकें।',
  accountVerifyAction: 'मेरा ईमेल कन्फ़र्म करें',
  accountVerifyFootnote: 'यह लिंक 24 घंटे तक काम करेगा। अगर आपने खाता नहीं बनाया है, तो इस मेल को अनदेखा कर दें।',
  accountAddEmailSubject: 'यह ईमेल अपने {shop} खाते में जोड़ें',
  accountAddEmailHeading: 'यह ईमेल अपने खाते में जोड़ें',
  accountAddEmailBody:
    'आपने यह ईमेल उस {shop} खाते में जोड़ने को कहा है जिसमें आप {mobile} से साइन इन करते हैं। कन्फ़र्म करने के लिए लिंक खोलें: इसके बाद ऑर्डर अपडेट और इनवॉइस यहाँ भी आएँगे।',
  accountAddEmailAction: 'यह ईमेल जोड़ें',
  accountAddEmailFootnote:
    'यह लिंक 24 घंटे तक काम करेगा। अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा कर दें: कुछ नहीं बदलेगा।',
}
