-- Shopper returns, amended (decision 056, "Amendment: photos and reverse pickup"): the courier's tracking updates of
-- a return's reverse pickup (its own AWB) are kept with the courier's other updates, naming the return; the return's
-- progress (pickup scheduled, picked up, on its way, received at the warehouse) is read from them. Photos sent with a
-- request are stored keys in returns.photos (there since 0046).
ALTER TABLE "courier_events" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "courier_events" ADD CONSTRAINT "courier_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_events_return_idx" ON "courier_events" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "returns_courier_awb_idx" ON "returns" USING btree ("courier_awb");
