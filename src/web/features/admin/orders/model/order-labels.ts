// The orders console's short times (India time). Its words for an order's states are in the shell's
// order-pills.tsx, shared with the customers' area.
export const whenShort = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  })
