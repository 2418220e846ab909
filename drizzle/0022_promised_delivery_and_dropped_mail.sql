-- The delivery dates checkout promised, kept on the order for its mails; a held payment-failed mail that falls due
-- on an order paid meanwhile is dropped, not sent (decision 024, amended).
ALTER TABLE "orders" ADD COLUMN "promised_from" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_to" date;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_status_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" in ('pending', 'sending', 'sent', 'failed', 'dropped'));
