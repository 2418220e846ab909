import { ApiError } from '../../lib/api-client.ts'

/**
 * What a failed wishlist or cart call tells the shopper: the server's own message for a refused request (they are the
 * spec's wording: 'Product is currently out of stock', 'Only 3 left in stock'...), the spec's fallback for
 * anything else, and nothing when the login prompt is already speaking.
 */
export function failureMessage(err: unknown, fallback: string): string | null {
  if (err instanceof ApiError) {
    if (err.status === 401 || err.status === 403 || err.status === 419) return null
    if (err.status < 500 && err.message && !err.message.startsWith('HTTP error!')) return err.message
  }
  return fallback
}
