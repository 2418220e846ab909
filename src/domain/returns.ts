// Shopper returns (decision 056): the reasons, the refund destination's checks and the messages shoppers and staff
// see. Shared by the server and the web.

export const RETURN_REASONS = ['damaged', 'wrong_item', 'quality', 'other'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'refused',
  'received',
  'refunded',
  'cancelled',
] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

export const returnReasonLabels: Record<ReturnReason, string> = {
  damaged: 'Damaged',
  wrong_item: 'Wrong item',
  quality: 'Quality',
  other: 'Other',
}

export const returnStatusLabels: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  approved: 'Return approved: pickup booked',
  refused: 'Return refused',
  received: 'Return received: refund on its way',
  refunded: 'Refunded',
  cancelled: 'Return cancelled',
}

/** A UPI ID: name@bank (letters, digits, dot, hyphen, underscore before the @; letters after). */
export const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/
/** An Indian IFSC: four letters, a zero, six letters or digits. */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/
/** A bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT = /^\d{9,18}$/

/** Photos a shopper may attach to a return request (decision 056, amendment). */
export const MAX_RETURN_PHOTOS = 3

/** The reverse pickup's progress as the courier reports it (decision 056, amendment), in the order it happens. */
export const RETURN_TRACKING = ['pickup_scheduled', 'picked_up', 'in_transit', 'delivered'] as const
export type ReturnTracking = (typeof RETURN_TRACKING)[number]
export const returnTrackingLabels: Record<ReturnTracking, string> = {
  pickup_scheduled: 'Pickup scheduled',
  picked_up: 'Picked up',
  in_transit: 'On its way to us',
  delivered: 'Received at our warehouse',
}

/** Open or done returns hold their units: a new request may ask only for what is left. */
export const HOLDING_STATUSES: ReturnStatus[] = ['requested', 'approved', 'received', 'refunded']

export const returnMessages = {
  notDelivered: 'Only a delivered order can be returned.',
  windowClosed: (days: number) =>
    `The return window has closed: returns are accepted within ${days} days of delivery.`,
  noItems: 'Choose at least one item to return.',
  notInOrder: 'That item is not in this order.',
  tooMany: (name: string, left: number) =>
    left === 0
      ? `${name}: every unit is already in a return.`
      : `${name}: you can return at most ${left} more unit${left === 1 ? '' : 's'}.`,
  codDestination:
    'For a cash-on-delivery order, give a UPI ID or a bank account number with its IFSC for the refund.',
  upi: 'Enter a UPI ID such as name@bank.',
  account: 'Enter the bank account number: 9 to 18 digits.',
  ifsc: 'Enter the IFSC: 11 characters, four letters, a zero, then six letters or digits (e.g. SBIN0001234).',
  notFound: 'Return not found.',
  cannotCancel: 'Only a return still waiting for our decision can be cancelled.',
  cannotDecide: (status: string) => `This return is ${status}: it can no longer be approved or refused.`,
  cannotReceive: (status: string) => `This return is ${status}: only an approved return can be received.`,
  cannotRefund: (status: string) => `This return is ${status}: only a received return can be refunded.`,
  receiveCounts: 'Every unit of the return must be either restocked or written off.',
  courierFailed: (reason: string) =>
    `The courier could not book the return's pickup: ${reason}. The return is still waiting; try again, or approve it with a waybill you booked yourself.`,
  payoutReference: 'Enter the payout’s reference (the UPI or bank transfer’s reference number).',
  nothingToRefund:
    'Every unit was written off as not returned: nothing to refund. Refuse it, or restock the units received.',
  tooManyPhotos: `Attach at most ${MAX_RETURN_PHOTOS} photos.`,
  photoType: (name: string) => `${name}: attach a photo (JPEG, PNG, WebP, HEIC or AVIF).`,
  photoTooLarge: (name: string, maxBytes: number) =>
    `${name} is too large: each photo must be at most ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
  notAPhoto: (name: string) =>
    `${name} is not a photo we can read: attach a JPEG, PNG, WebP, HEIC or AVIF picture.`,
  badForm: 'The return request could not be read: send it again.',
  photoNotFound: 'Photo not found.',
  photosUnavailable: 'Photos cannot be attached just now: send the request without them, or try again later.',
  requested: 'Return requested: we will tell you by email when it is approved.',
  cancelled: 'Return cancelled.',
  approved: 'Return approved: the pickup is booked.',
  refused: 'Return refused: the shopper is told why.',
  received: 'Return received: stock updated.',
  refunded: (amount: string, note: string) => `Refunded ${amount} with credit note ${note}.`,
} as const
