import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { ShippingAddress } from '#domain/contracts/checkout.ts'
import type { Profile, ProfileUpdate } from '#domain/contracts/profile.ts'
import { profileMessages } from '#domain/messages-profile.ts'
import { isMobileOnlyEmail } from '#domain/mobile-sign-in.ts'
import { type CartReminderChoice, isProfileComplete, profileCompletion, splitName } from '#domain/profile.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { loadSharp } from '#server/integrations/on-first-use.ts'
import type { Storage } from '#server/integrations/storage.ts'
import type { IdentityService } from '../identity/service.ts'
import { profiles } from './tables.ts'

type Row = typeof profiles.$inferSelect

export const AVATAR_URL_PREFIX = '/api/v1/profiles/image/'
const AVATAR_SIZE = 512
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

export { profileMessages } from '#domain/messages-profile.ts'

function toProfile(row: Row, email: string): Profile {
  const wire = {
    first_name: row.firstName,
    last_name: row.lastName,
    // an account made by mobile has no email until it adds one (its stand-in address is never shown: decision 055)
    email: isMobileOnlyEmail(email) ? '' : email,
    phone: row.phone,
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    city: row.city,
    state: row.state,
    country: row.country,
    pincode: row.pincode,
    bio: row.bio,
    newsletter_subscribed: row.newsletterSubscribed,
    preferred_language: row.preferredLanguage,
    whatsapp_opt_in: row.whatsappOptIn,
    cart_reminders: row.cartReminders as CartReminderChoice,
    profile_picture_url: row.profilePictureUrl,
  }
  return {
    ...wire,
    completion_percentage: profileCompletion(wire),
    is_complete: isProfileComplete(wire),
    updated_at: row.updatedAt.toISOString(),
  }
}

const COLUMN_OF: Record<keyof ProfileUpdate, keyof Row> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  date_of_birth: 'dateOfBirth',
  gender: 'gender',
  address_line_1: 'addressLine1',
  address_line_2: 'addressLine2',
  city: 'city',
  state: 'state',
  country: 'country',
  pincode: 'pincode',
  bio: 'bio',
  newsletter_subscribed: 'newsletterSubscribed',
  preferred_language: 'preferredLanguage',
  cart_reminders: 'cartReminders',
}

export type ProfileService = ReturnType<typeof createProfileService>

export function createProfileService(deps: {
  db: Db
  identity: IdentityService
  storage: Storage
  uploadMaxBytes: number
  /** where a replaced picture that could not be deleted from storage is reported (the app's logger) */
  log?: { warn(obj: object, msg: string): void }
}) {
  const { db, identity, storage } = deps
  const log = deps.log ?? { warn: () => {} }

  async function find(userId: string): Promise<Row | undefined> {
    const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1)
    return row
  }
  async function emailOf(userId: string): Promise<string> {
    return (await identity.getUserName(userId))?.email ?? ''
  }

  return {
    async get(userId: string): Promise<Profile> {
      const row = await find(userId)
      if (!row) throw new AppError('not_found', profileMessages.notFound)
      return toProfile(row, await emailOf(userId))
    },

    /** Creates the profile on first save, otherwise changes only the fields sent. */
    async update(userId: string, changes: ProfileUpdate): Promise<Profile> {
      const values: Partial<Row> = {}
      for (const [field, value] of Object.entries(changes) as [keyof ProfileUpdate, unknown][]) {
        if (value !== undefined) (values as Record<string, unknown>)[COLUMN_OF[field]] = value
      }
      const [row] = await db
        .insert(profiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: new Date() } })
        .returning()
      return toProfile(row!, await emailOf(userId))
    },

    /** Cart reminders off (decision 054: the reminder's unsubscribe link); nothing when there is no profile. */
    async stopCartReminders(userId: string): Promise<void> {
      await db
        .update(profiles)
        .set({ cartReminders: 'off', updatedAt: new Date() })
        .where(eq(profiles.userId, userId))
    },

    /**
     * The profile's address taken from the shopper's first order when it has none (decision 020): one statement, so
     * an address the shopper typed in the meantime is never overwritten; an empty phone is filled too.
     */
    async fillAddressFromOrder(userId: string, a: Omit<ShippingAddress, 'mobile_secondary'>): Promise<void> {
      await db
        .insert(profiles)
        .values({
          userId,
          firstName: a.first_name || null,
          lastName: a.last_name || null,
          phone: a.mobile || null,
          addressLine1: a.street,
          city: a.city,
          state: a.state,
          pincode: a.postal_code,
          country: a.country || 'India',
        })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: {
            addressLine1: sql`excluded.address_line_1`,
            city: sql`excluded.city`,
            state: sql`excluded.state`,
            pincode: sql`excluded.pincode`,
            country: sql`excluded.country`,
            phone: sql`coalesce(nullif(${profiles.phone}, ''), excluded.phone)`,
            updatedAt: new Date(),
          },
          setWhere: sql`coalesce(${profiles.addressLine1}, '') = '' and coalesce(${profiles.city}, '') = '' and coalesce(${profiles.pincode}, '') = ''`,
        })
    },

    /** A mobile the shopper read a code from (decision 055): the phone of a profile that has none, so checkout has it. */
    async fillPhone(userId: string, mobile: string): Promise<void> {
      await db
        .insert(profiles)
        .values({ userId, phone: mobile, country: 'India' })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: { phone: sql`coalesce(nullif(${profiles.phone}, ''), excluded.phone)`, updatedAt: new Date() },
        })
    },

    /** docs/product.md (Calls, POST /profiles/auto): fills name and email from the identity; never overwrites what the user typed. */
    async autoFill(userId: string): Promise<Profile> {
      const who = await identity.getUserName(userId)
      const { first, last } = splitName(who?.name ?? '')
      const existing = await find(userId)
      if (!existing) {
        const [row] = await db
          .insert(profiles)
          .values({ userId, firstName: first || null, lastName: last || null, country: 'India' })
          .onConflictDoNothing()
          .returning()
        if (row) return toProfile(row, who?.email ?? '')
        return toProfile((await find(userId))!, who?.email ?? '')
      }
      const fill: Partial<Row> = {}
      if (!existing.firstName && first) fill.firstName = first
      if (!existing.lastName && last) fill.lastName = last
      if (!existing.country) fill.country = 'India'
      if (Object.keys(fill).length === 0) return toProfile(existing, who?.email ?? '')
      const [row] = await db
        .update(profiles)
        .set({ ...fill, updatedAt: new Date() })
        .where(eq(profiles.userId, userId))
        .returning()
      return toProfile(row!, who?.email ?? '')
    },

    /**
     * Re-encodes the upload (which also drops EXIF, GPS and other metadata), crops it square to 512 px,
     * stores it under an unguessable name and points the profile at it. What the file claims to be is
     * ignored: only its bytes decide whether it is an image.
     */
    async uploadImage(userId: string, upload: Buffer): Promise<string> {
      if (upload.length > deps.uploadMaxBytes) {
        throw new AppError('bad_request', profileMessages.tooLarge(deps.uploadMaxBytes))
      }
      let webp: Buffer
      const sharp = await loadSharp()
      try {
        const meta = await sharp(upload, { limitInputPixels: 40_000_000 }).metadata()
        if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error(`format ${meta.format}`)
        webp = await sharp(upload, { limitInputPixels: 40_000_000, animated: false })
          .rotate()
          .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer()
      } catch {
        throw new AppError('bad_request', profileMessages.notAnImage)
      }
      const file = `${randomBytes(18)
        .toString('base64url')
        .replace(/[^a-z0-9]/gi, 'x')}.webp`
      await storage.put(`avatars/${file}`, webp, 'image/webp')
      const previous = (await find(userId))?.profilePictureUrl
      const url = `${AVATAR_URL_PREFIX}${file}`
      await db
        .insert(profiles)
        .values({ userId, profilePictureUrl: url })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: { profilePictureUrl: url, updatedAt: new Date() },
        })
      if (previous?.startsWith(AVATAR_URL_PREFIX)) {
        // Best effort: the new picture is in place; an old file left behind is reported so it can be removed.
        const key = `avatars/${previous.slice(AVATAR_URL_PREFIX.length)}`
        await storage.delete(key).catch((err: unknown) => {
          log.warn({ err, key, userId }, 'replaced profile picture not deleted from storage; left behind')
        })
      }
      return url
    },

    /** Only the owner reads their picture. */
    async readImage(userId: string, file: string): Promise<{ body: Buffer; contentType: string }> {
      const row = await find(userId)
      if (
        !/^[a-z0-9]{10,40}\.webp$/i.test(file) ||
        row?.profilePictureUrl !== `${AVATAR_URL_PREFIX}${file}`
      ) {
        throw new AppError('not_found', profileMessages.imageNotFound)
      }
      const stored = await storage.get(`avatars/${file}`)
      if (!stored) throw new AppError('not_found', profileMessages.imageNotFound)
      return stored
    },
  }
}
