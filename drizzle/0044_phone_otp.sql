-- Sign-in by mobile number (decision 055). An account may carry a mobile beside its email: Better Auth's phone-number
-- plugin keeps it in E.164 form (+91 and ten digits), unique, and whether a code sent to it was read back. The
-- stand-in SMS gateway (development and tests) records what it was asked to send, so every process reads the code.
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number");--> statement-breakpoint
CREATE TABLE "test_sms_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"template_id" text NOT NULL,
	"otp" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "test_sms_messages_mobile_idx" ON "test_sms_messages" USING btree ("mobile","created_at");
