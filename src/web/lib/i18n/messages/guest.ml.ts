// Malayalam texts of the guest checkout's form on the way to checkout (decision 058): written for the shopper, not
// word for word.
import type { Message } from '../catalogue.ts'
import type { guestEn } from './guest.en.ts'

export const guestMl: Record<keyof typeof guestEn, Message> = {
  'guest.title': 'ആദ്യമായാണോ? അതിഥിയായി ചെക്ക്ഔട്ട് ചെയ്യാം',
  'guest.text':
    'അക്കൗണ്ട് വേണ്ട: ഓർഡർ വിവരങ്ങൾ ഞങ്ങൾ നിങ്ങളുടെ ഇമെയിലിലേക്ക് അയയ്ക്കും, കൊറിയർ നിങ്ങളുടെ മൊബൈലിൽ വിളിക്കും. പണമടച്ച ശേഷം അക്കൗണ്ട് തുടങ്ങാം.',
  'guest.form': 'അതിഥി ചെക്ക്ഔട്ട്',
  'guest.email': 'ഇമെയിൽ',
  'guest.mobile': 'മൊബൈൽ നമ്പർ',
  'guest.mobile.hint': 'ഡെലിവറി വിവരങ്ങൾക്കും കൊറിയറിനും.',
  'guest.starting': 'അതിഥി ചെക്ക്ഔട്ട് തുടങ്ങുന്നു...',
  'guest.continue': 'അതിഥിയായി തുടരുക',
}
