// What the server says about a request as such: its address, its text, a part of the shop that is down. Apart
// from the HTTP messages (messages-http.ts), which the API client carries on every page; only the server uses
// these. Part of `messages` (messages.ts); they live here once.

export const requestMessages = {
  notFound: 'Not found',
  badAddress: 'The address of this request is not valid',
  addressTooLong: 'The address of this request is too long',
  invalid: 'The request is not valid',
  nulInText: 'Text must not contain the NUL character (\\u0000)',
  /** the bucket (or disk) holding avatars and invoices failed; nothing the shopper did */
  storageUnavailable: 'File storage is temporarily unavailable. Please try again in a moment.',
  metricsTokenRequired: 'Metrics need the metrics token',
  /** a back-office write from a page other than the shop's own (decision 030) */
  foreignOrigin: (publicOrigin: string) =>
    `This request did not come from the shop's own pages (${publicOrigin}, PUBLIC_URL) and was refused. Open the back office at ${publicOrigin}.`,
  /** a back-office write whose body is not JSON (or, on a picture upload, not multipart/form-data) */
  jsonRequired: 'This request must be sent as JSON (Content-Type: application/json)',
  multipartRequired: 'This upload must be sent as multipart/form-data',
} as const
