import { ApiError } from '../../lib/api-client.ts'

/**
 * What a failed review call tells the shopper: the server's own words for a refused request (its validation
 * message, 'Cannot delete demo reviews'), the spec's fallback for anything else, and nothing at all when the
 * login prompt is already speaking (401, 403, 419).
 */
export function reviewFailureMessage(err: unknown, fallback: string): string | null {
  if (err instanceof ApiError) {
    if (err.status === 401 || err.status === 403 || err.status === 419) return null
    if (err.status >= 400 && err.status < 500 && err.message && !err.message.startsWith('HTTP error!'))
      return err.message
  }
  return fallback
}
