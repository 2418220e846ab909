// The sign-in routes a client needs, documented for /api/docs. Better Auth serves them (one catch-all route, hidden
// from the generated document), so their contract is written here, as Better Auth answers it.
import { AUTH_BASE_PATH } from './auth.ts'

const json = (schema: object) => ({ content: { 'application/json': { schema } } })
const error = {
  description: 'Refused',
  ...json({ type: 'object', properties: { message: { type: 'string' } } }),
}
const user = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    emailVerified: { type: 'boolean' },
  },
}
const originNote =
  'Called from the shop’s own origin (the Origin header must be PUBLIC_URL, or a loopback address in development); ' +
  'answers a session cookie. Exchange it for a bearer token at GET /api/auth/token.'

/** The bearer token of /api/v1 (a short-lived id token): the Authorize button of /api/docs. */
export const bearerScheme = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An id token from GET /api/auth/token (signed in with a session cookie); it expires after AUTH_TOKEN_TTL_SECONDS (900) and ends with its session.',
  },
  adminSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'shop-admin.session_token',
    description:
      "The back office's session cookie, from POST /api/admin/auth/sign-in/email then /api/admin/auth/two-factor/verify-totp (staff only; a shopper's token or cookie is refused with 403).",
  },
} as const

export const authPaths = {
  [`${AUTH_BASE_PATH}/sign-up/email`]: {
    post: {
      tags: ['identity'],
      summary: 'Creates an account and signs it in',
      description: originNote,
      requestBody: json({
        type: 'object',
        required: ['name', 'email', 'password'],
        properties: {
          name: { type: 'string' },
          email: { type: 'string', format: 'email' },
          password: { type: 'string', minLength: 8 },
        },
      }),
      responses: {
        200: { description: 'Signed in (Set-Cookie)', ...json({ type: 'object', properties: { user } }) },
        400: error,
        422: error,
        429: error,
      },
    },
  },
  [`${AUTH_BASE_PATH}/sign-in/email`]: {
    post: {
      tags: ['identity'],
      summary: 'Signs in with email and password',
      description: originNote,
      requestBody: json({
        type: 'object',
        required: ['email', 'password'],
        properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } },
      }),
      responses: {
        200: { description: 'Signed in (Set-Cookie)', ...json({ type: 'object', properties: { user } }) },
        401: error,
        429: error,
      },
    },
  },
  [`${AUTH_BASE_PATH}/token`]: {
    get: {
      tags: ['identity'],
      summary: 'The bearer token of /api/v1 for the signed-in session (session cookie)',
      responses: {
        200: {
          description: 'The id token: use it as Authorization: Bearer <token>',
          ...json({ type: 'object', properties: { token: { type: 'string' } } }),
        },
        401: error,
      },
    },
  },
  [`${AUTH_BASE_PATH}/get-session`]: {
    get: {
      tags: ['identity'],
      summary: 'The signed-in session and user (session cookie), or null',
      responses: { 200: { description: 'The session', ...json({ type: 'object', nullable: true }) } },
    },
  },
  [`${AUTH_BASE_PATH}/sign-out`]: {
    post: {
      tags: ['identity'],
      summary: 'Ends the session: its cookie and every id token made from it stop working',
      responses: { 200: { description: 'Signed out', ...json({ type: 'object' }) } },
    },
  },
}
