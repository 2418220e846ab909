// Malayalam texts of the cart's toasts (adding, changing and removing items), shown by the cart's hooks loaded on
// demand (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { toastsEn } from './toasts.en.ts'

export const toastsMl: Record<keyof typeof toastsEn, Message> = {
  'toast.out.of.stock': 'ഈ ഉൽപ്പന്നം ഇപ്പോൾ സ്റ്റോക്കില്ല',
  'toast.coming.soon': 'ഈ ഉൽപ്പന്നം ഉടൻ വരുന്നു',
  'toast.added': '{name} കാർട്ടിൽ ചേർത്തു!',
  'toast.removed': 'സാധനം കാർട്ടിൽ നിന്ന് നീക്കി',
  'toast.only.left': 'സ്റ്റോക്കിൽ {count} എണ്ണം മാത്രം ബാക്കി',
  'toast.max': 'ഒരു ഓർഡറിൽ ഒരു സാധനം പരമാവധി 99 എണ്ണം വാങ്ങാം',
  'toast.add.failed': 'സാധനം കാർട്ടിൽ ചേർക്കാനായില്ല',
  'toast.update.failed': 'എണ്ണം മാറ്റാനായില്ല',
  'toast.remove.failed': 'സാധനം നീക്കാനായില്ല',
  'toast.clear.failed': 'കാർട്ട് ഒഴിവാക്കാനായില്ല',
}
