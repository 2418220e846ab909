// What the courier adapter says (decision 046): to staff booking shipments and receiving returned parcels, and to a
// courier whose webhook is refused.
export const courierMessages = {
  notConfigured: 'No courier is set up: ship with your own waybill, or set COURIER=shiprocket',
  noOrdersChosen: 'Choose at least one order',
  tooManyOrders: 'Book at most 50 orders at a time',
  notBookable: (status: string) =>
    `A ${status} order cannot be booked: only paid or cash-on-delivery orders not yet shipped`,
  booked: (n: number) => (n === 1 ? '1 shipment booked' : `${n} shipments booked`),
  documentsFailed: (reason: string) => `Booked, but the courier's documents could not be made: ${reason}`,
  badWebhookToken: 'Wrong or missing x-api-key',
  badWebhookBody: 'A tracking update needs awb and current_status',
  unknownAwb: 'No order has this AWB: logged and ignored',
  receiveCounts: 'Every unit of every item is either back to stock or written off',
  receiveNotShipped: 'Only a shipped order that came back can be received',
  received: 'Received: the order is cancelled and the stock ledger updated',
} as const
