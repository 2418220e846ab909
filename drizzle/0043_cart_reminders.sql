-- Cart reminders (decision 054). A shopper chooses whether a cart they leave is recalled by email or WhatsApp
-- (off by default); a cart counts the reminders it got (at most two, ever) and when the last went; each reminder keeps
-- the lines it recalled, which its link restores.
ALTER TABLE "profiles" ADD COLUMN "cart_reminders" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_cart_reminders_check" CHECK ("profiles"."cart_reminders" in ('off', 'email', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "cart_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"channel" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_at" timestamp with time zone,
	CONSTRAINT "cart_reminders_channel_check" CHECK ("cart_reminders"."channel" in ('email', 'whatsapp')),
	CONSTRAINT "cart_reminders_cart_n_unique" UNIQUE("cart_id","n")
);--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_reminder_due_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."reminders_sent" < 2;
