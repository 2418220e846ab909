import { sql } from 'drizzle-orm'
import { boolean, check, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../identity/tables.ts'

export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    pincode: text('pincode'),
    bio: text('bio'),
    newsletterSubscribed: boolean('newsletter_subscribed').notNull().default(false),
    /** order updates on WhatsApp: what checkout's box starts as next time (decision 049) */
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    /** a cart left for the owner's hours is recalled this way, or not at all (decision 054) */
    cartReminders: text('cart_reminders').notNull().default('off'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    profilePictureUrl: text('profile_picture_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'profiles_gender_check',
      sql`${t.gender} is null or ${t.gender} in ('Male', 'Female', 'Other', 'Prefer not to say')`,
    ),
    check('profiles_cart_reminders_check', sql`${t.cartReminders} in ('off', 'email', 'whatsapp')`),
    check('profiles_language_check', sql`${t.preferredLanguage} in ('en', 'hi', 'te', 'ta', 'kn', 'ml')`),
  ],
)
