// Better Auth's endpoints for operators, under /api/admin/auth (decision 022).
import { operatorSignInReply, twoFactorEnrolmentReply } from '#domain/contracts/admin-staff.ts'
import { adminApi, anyReply } from './admin-client.ts'

/** POST /sign-in/email: true when a code (the second factor) is asked next. */
export async function signIn(email: string, password: string): Promise<boolean> {
  const reply = await adminApi.auth(operatorSignInReply, '/sign-in/email', { email, password })
  return reply.twoFactorRedirect === true
}

/** POST /two-factor/verify-totp or /two-factor/verify-backup-code. */
export async function verifyCode(code: string, recovery = false): Promise<void> {
  await adminApi.auth(anyReply, recovery ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp', {
    code,
  })
}

/** POST /two-factor/enable: the authenticator's URI and the recovery codes. */
export function enableSecondFactor(password: string) {
  return adminApi.auth(twoFactorEnrolmentReply, '/two-factor/enable', { password })
}

/** POST /sign-out. */
export async function signOut(): Promise<void> {
  await adminApi.auth(anyReply, '/sign-out')
}
