import { ApiError } from './api-client.ts'

/**
 * What a failed call tells the shopper: the server's own words for a refused request (they are the spec's:
 * 'Product is currently out of stock', 'Only 3 left in stock', a validation message), the spec's fallback for
 * anything else, and nothing at all when the login prompt is already speaking (401, 403, 419).
 */
export function failureMessage(err: unknown, fallback: string): string | null {
  if (err instanceof ApiError) {
    if (err.status === 401 || err.status === 403 || err.status === 419) return null
    if (err.status >= 400 && err.status < 500 && err.message && !err.message.startsWith('HTTP error!'))
      return err.message
  }
  return fallback
}
