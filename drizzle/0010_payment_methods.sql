-- How an order was paid comes from the captured payment (card, upi, netbanking, wallet); until then it is 'online'.
ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DEFAULT 'online';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_detail" text;--> statement-breakpoint
UPDATE "orders" SET "payment_method" = 'online' WHERE "provider_payment_id" IS NULL AND "payment_method" = 'card';--> statement-breakpoint
-- The test gateway emulates Razorpay's test-mode UPI (VPA and QR), netbanking and wallets.
ALTER TABLE "test_gateway_payments" ADD COLUMN "vpa" text;--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "bank" text;--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "wallet" text;--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "error_description" text;
