// Tables of the identity service (Better Auth). Property names are Better Auth's field names;
// column names follow the rest of the schema (snake_case).
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

const ts = (name: string) => timestamp(name, { withTimezone: true })

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** a mobile read back by code (decision 055): +91 and ten digits, Better Auth's phone-number plugin */
  phoneNumber: text('phone_number').unique(),
  phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
})

/**
 * Better Auth's session, account and verification tables beside a user table, named with `prefix`: the shop's
 * (no prefix) and the back office's (`operator_`) have the same shape and never share rows.
 */
export function authTables(prefix: '' | 'operator_', userTable: { id: AnyPgColumn }) {
  const sessions = pgTable(
    `${prefix}sessions`,
    {
      id: text('id').primaryKey(),
      expiresAt: ts('expires_at').notNull(),
      token: text('token').notNull().unique(),
      createdAt: ts('created_at').notNull().defaultNow(),
      updatedAt: ts('updated_at').notNull().defaultNow(),
      ipAddress: text('ip_address'),
      userAgent: text('user_agent'),
      userId: text('user_id')
        .notNull()
        .references(() => userTable.id, { onDelete: 'cascade' }),
    },
    (t) => [index(`${prefix}sessions_user_idx`).on(t.userId)],
  )
  const accounts = pgTable(
    `${prefix}accounts`,
    {
      id: text('id').primaryKey(),
      accountId: text('account_id').notNull(),
      providerId: text('provider_id').notNull(),
      userId: text('user_id')
        .notNull()
        .references(() => userTable.id, { onDelete: 'cascade' }),
      accessToken: text('access_token'),
      refreshToken: text('refresh_token'),
      idToken: text('id_token'),
      accessTokenExpiresAt: ts('access_token_expires_at'),
      refreshTokenExpiresAt: ts('refresh_token_expires_at'),
      scope: text('scope'),
      password: text('password'),
      createdAt: ts('created_at').notNull().defaultNow(),
      updatedAt: ts('updated_at').notNull().defaultNow(),
    },
    (t) => [index(`${prefix}accounts_user_idx`).on(t.userId)],
  )
  const verifications = pgTable(
    `${prefix}verifications`,
    {
      id: text('id').primaryKey(),
      identifier: text('identifier').notNull(),
      value: text('value').notNull(),
      expiresAt: ts('expires_at').notNull(),
      createdAt: ts('created_at').notNull().defaultNow(),
      updatedAt: ts('updated_at').notNull().defaultNow(),
    },
    (t) => [index(`${prefix}verifications_identifier_idx`).on(t.identifier)],
  )
  const rateLimits = pgTable(`${prefix}rate_limits`, {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    count: integer('count').notNull(),
    lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
  })
  return { sessions, accounts, verifications, rateLimits }
}

export const { sessions, accounts, verifications, rateLimits } = authTables('', users)

export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at'),
  alg: text('alg'),
  crv: text('crv'),
})

/**
 * A guest checkout (decision 057): a users row of its own (so the cart, address, checkout and payment services run
 * for it unchanged) that nobody can sign in to, with the email and mobile the guest gave. `claimedBy`: the account
 * the guest's orders were attached to, once.
 */
export const guests = pgTable(
  'guests',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** lower-cased */
    email: text('email').notNull(),
    /** E.164: +91 and ten digits */
    mobile: text('mobile').notNull(),
    claimedBy: text('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guests_email_idx').on(t.email), index('guests_mobile_idx').on(t.mobile)],
)
