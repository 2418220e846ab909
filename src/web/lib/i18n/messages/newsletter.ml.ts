// Malayalam texts of the footer's newsletter box (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { newsletterEn } from './newsletter.en.ts'

export const newsletterMl: Record<keyof typeof newsletterEn, Message> = {
  'newsletter.title': 'പാടങ്ങളിൽ നിന്നുള്ള കത്തുകൾ',
  'newsletter.lead':
    'പുതിയ വിളവുകൾ, പാചകക്കുറിപ്പുകൾ, ഓഫറുകൾ, മാസത്തിൽ ഏകദേശം ഒരിക്കൽ. ഇമെയിൽ വഴി ഉറപ്പാക്കാൻ ആവശ്യപ്പെടും; ഓരോ കത്തിലും ഒറ്റ ക്ലിക്കിൽ വരിക്കാരൻ അല്ലാതാകാനുള്ള സൗകര്യമുണ്ട്.',
  'newsletter.label': 'നിങ്ങളുടെ ഇ-മെയിൽ വിലാസം',
  'newsletter.subscribe': 'വരിക്കാരാകൂ',
  'newsletter.subscribing': 'ചേർക്കുന്നു...',
  'newsletter.another': 'മറ്റൊരു ഇമെയിൽ ഉപയോഗിക്കുക',
  'newsletter.email.required': 'നിങ്ങളുടെ ഇമെയിൽ വിലാസം നൽകുക',
  'newsletter.email.invalid': 'ശരിയായ ഇമെയിൽ വിലാസം നൽകുക',
  'newsletter.failed': 'ഇപ്പോൾ നിങ്ങളെ ചേർക്കാനായില്ല. അൽപ്പസമയത്തിനകം വീണ്ടും ശ്രമിക്കുക.',
  'newsletter.too.many': 'വളരെയധികം അഭ്യർത്ഥനകൾ. അൽപ്പസമയം കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക',
}
