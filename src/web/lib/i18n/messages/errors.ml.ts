// Malayalam texts of the error screens (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { errorsEn } from './errors.en.ts'

export const errorsMl: Record<keyof typeof errorsEn, Message> = {
  'errors.title': 'അയ്യോ! എന്തോ പിഴവ് പറ്റി',
  'errors.text': 'ഈ പേജ് ലോഡ് ചെയ്യാനായില്ല. ദയവായി വീണ്ടും ശ്രമിക്കുക.',
  'errors.retry': 'വീണ്ടും ശ്രമിക്കുക',
  'errors.home': 'ഹോമിലേക്ക് മടങ്ങുക',
}
