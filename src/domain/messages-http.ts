// The HTTP messages of docs/product.md, Error catalogue, apart so the API client (on every page) does not carry the whole catalogue.
// Part of `messages` (messages.ts); they live here once.

export const httpMessages = {
  unauthenticated: 'Please login to continue',
  forbidden:
    'You do not have permission to access this resource. Please login with an account that has the required permissions.',
  sessionExpired: 'Your session has expired. Please login again to continue.',
  invalidStructure: 'Invalid response structure from API',
  status: (code: number) => `HTTP error! status: ${code}`,
  internal: 'Something went wrong on our side. Please try again later.',
  unavailable: 'The shop is temporarily unavailable. Please try again in a moment.',
  tooManyRequests: 'Too many requests. Please try again later',
} as const
