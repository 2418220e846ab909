// A TOTP code works once (RFC 6238, section 5.2): Better Auth accepts any code of the current 30-second step or the
// one on either side, as often as it is sent. Before it looks at a code, the back office finds the step the code
// belongs to and claims it for the operator's secret in one conditional UPDATE; a code of a step already claimed,
// or of an earlier one, is refused, on every process (decision 022, amended).
import { symmetricDecrypt } from 'better-auth/crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { operatorTwoFactors } from './tables.ts'
import { base32Decode, hotp, PERIOD_SECONDS } from './totp.ts'

/** Better Auth's TOTP settings: 30-second steps (totp.ts), one step either side of now. */
const WINDOW = 1
/** How Better Auth marks a secret stored in base32 rather than as its raw characters. */
const BASE32_PREFIX = 'base32:'

/** The time-step whose code `code` is, within Better Auth's window around `now`; undefined for a wrong code. */
export function stepOfCode(key: Buffer, code: string, now = Date.now()): number | undefined {
  const current = Math.floor(now / 1000 / PERIOD_SECONDS)
  for (let offset = -WINDOW; offset <= WINDOW; offset++)
    if (hotp(key, current + offset) === code) return current + offset
  return undefined
}

/** The key of a secret as Better Auth stores it (encrypted with the auth secret; raw characters or base32). */
export async function totpKey(secretConfig: Parameters<typeof symmetricDecrypt>[0]['key'], stored: string) {
  const secret = await symmetricDecrypt({ key: secretConfig, data: stored })
  return secret.startsWith(BASE32_PREFIX)
    ? base32Decode(secret.slice(BASE32_PREFIX.length))
    : Buffer.from(secret, 'utf8')
}

/**
 * Claims `code`'s step for the user's secret. 'wrong': no step of the window has this code (Better Auth refuses and
 * counts it); 'reused': its step, or a later one, was accepted already; 'claimed': the first use of this step.
 */
export async function claimTotpStep(
  db: Db,
  secretConfig: Parameters<typeof symmetricDecrypt>[0]['key'],
  userId: string,
  code: string,
  now = Date.now(),
): Promise<'claimed' | 'reused' | 'wrong' | 'no-factor'> {
  const [row] = await db
    .select({ id: operatorTwoFactors.id, secret: operatorTwoFactors.secret })
    .from(operatorTwoFactors)
    .where(eq(operatorTwoFactors.userId, userId))
    .limit(1)
  if (!row) return 'no-factor'
  const step = stepOfCode(await totpKey(secretConfig, row.secret), code, now)
  if (step === undefined) return 'wrong'
  const claimed = await db
    .update(operatorTwoFactors)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operatorTwoFactors.id, row.id),
        or(isNull(operatorTwoFactors.totpLastStep), lt(operatorTwoFactors.totpLastStep, step)),
      ),
    )
    .returning({ id: operatorTwoFactors.id })
  return claimed.length > 0 ? 'claimed' : 'reused'
}
