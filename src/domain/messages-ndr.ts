// What failed deliveries (NDR, decision 046 amended) say: to staff answering them in the back office, and to the
// courier's team (the comments sent with an answer).
export const ndrMessages = {
  courierReports: 'The courier reports failed deliveries itself: they come in with its tracking',
  notShipped: (status: string) => `Only a shipped order can fail delivery; this one is ${status}`,
  recorded: 'Failed delivery recorded: the shopper is mailed for a better time or address',
  notInNdr: 'This order has no failed delivery waiting for an answer',
  notWaiting: (o: {
    status: string
    ndrAttempts: number
    rtoDueAt: Date | null
    rtoRequestedAt: Date | null
    ndrAction: string | null
  }) =>
    o.status !== 'shipped'
      ? `A ${o.status} order has no failed delivery to answer`
      : o.rtoRequestedAt
        ? 'The courier was already asked to return this parcel'
        : o.rtoDueAt
          ? 'This parcel is being returned to origin (its failed attempts reached the limit)'
          : o.ndrAttempts === 0
            ? 'The courier has reported no failed delivery for this order'
            : 'This failed delivery was already answered: the courier is trying again',
  busy: 'Someone is answering this failed delivery right now: try again in a minute',
  courierFailed: (reason: string) => `The courier did not take the answer, nothing changed: ${reason}`,
  noReason: 'No reason given',
  dateRange: 'Choose a delivery date from today to 7 days ahead',
  addressLine: 'The address line is 5 to 200 characters',
  reattempted: 'The courier will try again',
  reasonLength: "Give the courier's reason, 3 to 200 characters",
  returned: 'The courier was asked to return the parcel to origin',
  reattemptComment: (a: { date?: string; phone?: string; address?: string }) =>
    [
      'Please re-attempt delivery',
      a.date ? `on ${a.date}` : '',
      a.phone ? `; call ${a.phone}` : '',
      a.address ? `; address: ${a.address}` : '',
    ]
      .join(' ')
      .replace(/ ;/g, ';')
      .trim(),
  rtoComment: 'Please return the parcel to origin',
  autoRtoComment: (attempts: number) =>
    `Please return the parcel to origin: ${attempts} delivery attempts failed`,
} as const
