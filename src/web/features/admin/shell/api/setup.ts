// An invited operator's setup link (GET and POST /api/admin/v1/setup).
import { setupDoneView, setupLinkView } from '#domain/contracts/admin-staff.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from './admin-client.ts'

/** GET /setup: whom the link is for. */
export async function getSetupLink(token: string) {
  return (await adminApi.get(dataReply(setupLinkView), '/setup', { token })).data
}

/** POST /setup: the name and password chosen; the email to sign in with. */
export async function completeSetup(input: { token: string; name: string; password: string }) {
  return (await adminApi.post(dataReply(setupDoneView), '/setup', input)).data
}
