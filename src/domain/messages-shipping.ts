// Messages of shipping: the address book and the delivery check. Live here once.

import { messages } from './messages.ts'

export const shippingMessages = {
  unknownAddress: 'Unknown shipping address',
  badPin: messages.profile.pincodeInvalid,
  unserviceable: "Sorry, we don't deliver to this PIN code yet.",
  codOff: 'Cash on delivery is not available right now. Please pay online.',
  // India Post's directory (decision 047)
  pinUnknown: (pin: string) => `We could not find PIN code ${pin}. Please check the six digits.`,
  pinInAnotherState: (pin: string, state: string) =>
    `PIN code ${pin} is in ${state}. Please check the state or the PIN code.`,
} as const
