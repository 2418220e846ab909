-- The courier's tracking asked for shipments not heard from in a day (decision 046, amended): when each was last
-- asked, so a quiet shipment is asked at most once a day. The stand-in courier keeps when its status was scanned.
ALTER TABLE "orders" ADD COLUMN "courier_polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_courier_shipments" ADD COLUMN "status_at" timestamp with time zone;
