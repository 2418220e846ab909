// Messages of shipping: the address book and the delivery check. Live here once.

import { messages } from './messages.ts'

export const shippingMessages = {
  unknownAddress: 'Unknown shipping address',
  badPin: messages.profile.pincodeInvalid,
  unserviceable: "Sorry, we don't deliver to this PIN code yet.",
  codOff: 'Cash on delivery is not available right now. Please pay online.',
} as const
