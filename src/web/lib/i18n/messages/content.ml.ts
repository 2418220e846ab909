// Malayalam texts around the owner's FAQ and policy pages (decision 058).
import type { Message } from '../catalogue.ts'
import type { contentEn } from './content.en.ts'

export const contentMl: Record<keyof typeof contentEn, Message> = {
  'faq.meta.title': 'പതിവ് ചോദ്യങ്ങൾ',
  'faq.meta.description':
    'ഞങ്ങളുടെ വെയിലത്തുണക്കിയ പൊടികൾ, ഡെലിവറി സമയം, തിരികെ നൽകൽ, റീഫണ്ട്, Surya Naturals ടീമിനെ ബന്ധപ്പെടേണ്ട വിധം എന്നിവയെക്കുറിച്ചുള്ള ഉത്തരങ്ങൾ.',
  'faq.eyebrow': 'സഹായ കേന്ദ്രം',
  'faq.title': 'പതിവ് ചോദ്യങ്ങൾ',
  'faq.lead':
    'ഞങ്ങളുടെ പൊടികൾ, ഡെലിവറി, തിരികെ നൽകൽ, സഹായം എന്നിവയെക്കുറിച്ച് പെട്ടെന്നുള്ള ഉത്തരങ്ങൾ. നിങ്ങളുടെ ചോദ്യം ഇവിടെ ഇല്ലേ? ഒരു സന്ദേശം അയച്ചാൽ മതി.',
  'faq.topics': 'ചോദ്യ വിഷയങ്ങൾ',
  'faq.topic.products': 'ഉൽപ്പന്നങ്ങൾ',
  'faq.topic.shipping': 'ഷിപ്പിംഗ്',
  'faq.topic.returns': 'തിരികെ നൽകൽ',
  'faq.topic.support': 'സഹായം',
  'faq.still.title': 'ഇനിയും സംശയങ്ങളുണ്ടോ?',
  'faq.still.text': 'തെലങ്കാനയിലെ ഞങ്ങളുടെ ടീം ഓരോ സന്ദേശത്തിനും ഒരു പ്രവൃത്തിദിവസത്തിനകം മറുപടി നൽകും.',
  'faq.still.contact': 'ഞങ്ങളെ ബന്ധപ്പെടുക',
  'faq.still.email': 'അല്ലെങ്കിൽ ഇമെയിൽ ചെയ്യുക',
  'policy.eyebrow': 'നയങ്ങൾ',
  'policy.updated': 'അവസാനം പുതുക്കിയത്',
  'policy.toc': 'ഈ പേജിൽ',
  'policy.related': 'ബന്ധപ്പെട്ട നയങ്ങൾ',
  'policy.still': 'ഇനിയും സംശയമുണ്ടോ? ഞങ്ങളുടെ',
  'policy.faq': 'പതിവ് ചോദ്യങ്ങൾ വായിക്കൂ',
  'policy.or': 'അല്ലെങ്കിൽ',
  'policy.contact': 'ഞങ്ങളെ ബന്ധപ്പെടൂ',
}
