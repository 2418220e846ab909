/**
 * Whether the session an id token was issued from still exists, answered from memory for a short while:
 * a token is checked against the database at most once per `ttlMs` per session, not on every request. When a
 * session ends anywhere (logout, password reset, revoked, the account deleted), every process is told
 * (`forget`, on the sessions_ended notification) and asks the database again; `ttlMs` bounds the staleness
 * should a notification be lost.
 */
export function createSessionCheck(opts: {
  lookup: (sessionId: string) => Promise<boolean>
  ttlMs: number
  /** at most this many sessions are remembered */
  maxEntries?: number
  now?: () => number
}) {
  const now = opts.now ?? Date.now
  const maxEntries = opts.maxEntries ?? 50_000
  const known = new Map<string, { active: boolean; at: number }>()
  // Bumped by every forget: a lookup that was under way meanwhile may have read the session before it ended,
  // so its answer is used once and not remembered.
  let generation = 0

  return {
    async isActive(sessionId: string): Promise<boolean> {
      const hit = known.get(sessionId)
      // An ended session never comes back, so "ended" is remembered for good.
      if (hit && (!hit.active || now() - hit.at < opts.ttlMs)) return hit.active
      const started = generation
      const active = await opts.lookup(sessionId)
      if (generation === started) {
        if (known.size >= maxEntries) known.clear()
        known.set(sessionId, { active, at: now() })
      }
      return active
    },

    /** Some session ended: what is known of live ones is asked again. */
    forget(): void {
      generation++
      for (const [id, entry] of known) if (entry.active) known.delete(id)
    },
  }
}
