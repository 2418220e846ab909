import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** What the stand-in SMS gateway was asked to send (decision 055): every process reads the codes from here. */
export const testSmsMessages = pgTable(
  'test_sms_messages',
  {
    id: text('id').primaryKey(),
    /** as MSG91 takes it: 91 and the ten digits */
    mobile: text('mobile').notNull(),
    templateId: text('template_id').notNull(),
    otp: text('otp').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_sms_messages_mobile_idx').on(t.mobile, t.createdAt)],
)
