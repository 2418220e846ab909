// What the back office's orders console says (decision 022). Staff read these; shoppers never reach the back office.
export const adminOrderMessages = {
  carrierRequired: 'Enter the courier’s name',
  cancelReasonRequired: 'Say why the order is cancelled: the shopper reads it in their mail',
  cancelReasonTooLong: 'Keep the reason to 300 characters',
  waybillRequired: 'Enter the waybill number',
  waybillInvalid: 'A waybill number is letters, digits and dashes, up to 40',
  noOrdersChosen: 'Choose at least one order',
  tooManyOrders: 'Choose at most 100 orders for one PDF',
  dateInvalid: 'Dates are written YYYY-MM-DD',
  dateRange: 'The first day comes before the last',
  pinInvalid: 'A PIN code is 6 digits',
  noShopperEmail: 'The shopper has no email address on file',
  invoiceMailed: (email: string) => `The invoice was mailed to ${email}`,
  packed: 'Marked packed',
  shipped: 'Shipped: the tracking link is on the order',
  delivered: 'Marked delivered',
  cancelled: 'Order cancelled',
} as const
