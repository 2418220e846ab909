// The shell's query keys. Every back-office key starts with 'admin' (adminKeys.all): a write invalidates it all,
// and signing out removes all but the operator (decision 038).
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
}

/** The operator signed in (GET /me). */
export const ME_KEY = adminKeys.me
