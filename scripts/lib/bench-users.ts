// Shoppers for load tests, made over HTTP like the web app does: sign up (Better Auth), then the API token.
// Each sign-up comes from its own address (X-Forwarded-For), so the sign-up rate limit stays on and is not hit.

export interface BenchUser {
  id: string
  email: string
  token: string
}

export async function api<T = unknown>(
  base: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

export async function signUp(base: string, n: number, runId: string): Promise<BenchUser> {
  const email = `bench-${runId}-${n}@example.in`
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      origin: base,
      'content-type': 'application/json',
      'x-forwarded-for': `10.99.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({ name: `Bench Shopper ${n}`, email, password: 'bench-moringa-123' }),
  })
  if (!res.ok) throw new Error(`sign-up of ${email}: ${res.status} ${await res.text()}`)
  const { user } = (await res.json()) as { user: { id: string } }
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const tokenRes = await fetch(`${base}/api/auth/token`, { headers: { cookie, origin: base } })
  if (!tokenRes.ok) throw new Error(`token of ${email}: ${tokenRes.status} ${await tokenRes.text()}`)
  const { token } = (await tokenRes.json()) as { token: string }
  return { id: user.id, email, token }
}

/** `count` shoppers, `concurrency` sign-ups at a time (password hashing is the slow part). */
export async function signUpPool(base: string, count: number, concurrency = 4): Promise<BenchUser[]> {
  const runId = Date.now().toString(36)
  const users: BenchUser[] = new Array(count)
  let next = 0
  const worker = async () => {
    while (next < count) {
      const n = next++
      users[n] = await signUp(base, n, runId)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
  return users
}
