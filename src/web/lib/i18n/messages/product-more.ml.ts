// Malayalam texts of the product page's parts that arrive after it (its information, the notify form, related
// products, failures) (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { productMoreEn } from './product-more.en.ts'

export const productMoreMl: Record<keyof typeof productMoreEn, Message> = {
  'product.info.ingredients': 'ചേരുവകൾ',
  'product.info.usage': 'ഉപയോഗിക്കുന്ന വിധം',
  'product.info.benefits': 'ഗുണങ്ങൾ',
  'product.info.storage': 'സൂക്ഷിക്കേണ്ട വിധം',
  'moringa.ingredients':
    '100% ഉണക്കിയ മുരിങ്ങയില (Moringa oleifera), മറ്റൊന്നുമില്ല. ഫില്ലറുകളോ ആന്റി-കേക്കിംഗ് ഏജന്റുകളോ കൃത്രിമ നിറമോ പ്രിസർവേറ്റീവുകളോ ഇല്ല. ഇല മാത്രം: പൊടിക്കുന്നതിനു മുമ്പ് തണ്ടുകൾ അരിച്ചുമാറ്റുന്നു.',
  'moringa.usage':
    'ദിവസം ½ ടീസ്പൂണിൽ തുടങ്ങി പതിയെ 1–2 ടീസ്പൂൺ (3–6 ഗ്രാം) വരെ കൂട്ടാം. ചെറുചൂടുവെള്ളത്തിൽ നാരങ്ങ ചേർത്തോ, മോരിലോ, സ്മൂത്തിയിലോ, പരിപ്പിലോ, സാമ്പാറിലോ, സൂപ്പിലോ കലക്കാം; ചപ്പാത്തിമാവിലും ദോശമാവിലും ചേർക്കാം. കഴിയുമെങ്കിൽ പാചകത്തിന്റെ അവസാനം ചേർക്കുക: ചെറുചൂടിൽ ഗുണങ്ങൾ കൂടുതൽ നിലനിൽക്കും. ഗർഭിണിയോ മുലയൂട്ടുന്നവരോ മരുന്ന് കഴിക്കുന്നവരോ ആണെങ്കിൽ ആദ്യം ഡോക്ടറോട് ചോദിക്കുക.',
  'moringa.benefit.iron': 'ദൈനംദിന പോഷണത്തിന് സസ്യജന്യ ഇരുമ്പും കാൽസ്യവും',
  'moringa.benefit.vitamins': 'വിറ്റാമിൻ A, വിറ്റാമിൻ C, പൊട്ടാസ്യം എന്നിവ സ്വാഭാവികമായി ധാരാളം',
  'moringa.benefit.protein': 'അവശ്യമായ ഒമ്പത് അമിനോ ആസിഡുകളും അടങ്ങിയ സസ്യ പ്രോട്ടീൻ',
  'moringa.benefit.antioxidants': 'ക്വെർസെറ്റിൻ, ക്ലോറോജെനിക് ആസിഡ് പോലുള്ള ആന്റിഓക്‌സിഡന്റുകൾ',
  'moringa.benefit.fibre': 'ദഹനത്തിന് മൃദുവായ നാരുകൾ',
  'moringa.benefit.colour': 'കടുംപച്ച നിറം നിലനിർത്താൻ കുറഞ്ഞ ചൂടിൽ സോളാർ ഡ്രയറിൽ ഉണക്കിയത്',
  'moringa.storage':
    'വീണ്ടും അടയ്ക്കാവുന്ന പൗച്ചിലോ വായു കടക്കാത്ത ചില്ലുഭരണിയിലോ, തണുത്തതും ഈർപ്പമില്ലാത്തതും ഇരുണ്ടതുമായ അലമാരയിൽ സൂക്ഷിക്കുക. എപ്പോഴും ഉണങ്ങിയ സ്പൂൺ ഉപയോഗിക്കുക, ഫ്രിഡ്ജിൽ വയ്ക്കരുത്: ഈർപ്പം തട്ടിയാൽ കട്ടപിടിക്കും. തുറന്ന് 6 മാസത്തിനകവും പായ്ക്ക് ചെയ്ത് 12 മാസത്തിനകവും ഉപയോഗിക്കുന്നതാണ് നല്ലത്.',
  'product.related': 'നിങ്ങൾക്ക് ഇവയും ഇഷ്ടപ്പെട്ടേക്കാം',
  'product.related.view': 'കാണുക',
  'product.failed.title': 'ഈ ഉൽപ്പന്നം ലോഡ് ചെയ്യാനായില്ല',
  'product.failed.text': 'ഉൽപ്പന്ന വിവരങ്ങൾ ലഭ്യമാക്കാനായില്ല. അൽപ്പസമയം കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.',
  'product.missing.title': 'ഉൽപ്പന്നം കണ്ടെത്തിയില്ല',
  'product.missing.text': 'നിങ്ങൾ തിരയുന്ന ഉൽപ്പന്നം കണ്ടെത്താനായില്ല.',
  'notify.email.invalid': 'ദയവായി ശരിയായ ഇമെയിൽ വിലാസം നൽകുക.',
  'notify.failed': 'ദയവായി വീണ്ടും ശ്രമിക്കുക.',
  'notify.want': '{name} വേണോ? തിരികെ എത്തുമ്പോൾ ഞങ്ങൾ ഒരു തവണ ഇമെയിൽ അയയ്ക്കാം.',
  'notify.email': 'ഇമെയിൽ വിലാസം',
  'notify.email.placeholder': 'നിങ്ങളുടെ ഇമെയിൽ വിലാസം',
  'notify.saving': 'സേവ് ചെയ്യുന്നു...',
  'notify.button': 'എന്നെ അറിയിക്കുക',
}
