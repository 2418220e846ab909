// What a shopper reads when a mobile number or PIN code is not one a courier can use (decision 016). The
// checkout's address form, the profile, the delivery check and the server's 400s all say these. Live here once.

export const indiaContactMessages = {
  mobileInvalid: 'Please enter a valid 10-digit Indian mobile number.',
  pincodeInvalid: 'Please enter a valid 6-digit PIN code.',
} as const
