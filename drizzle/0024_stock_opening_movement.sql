-- A product created with stock records it as an 'opening' stock movement (decision 031).
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_check";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("reason" in ('opening', 'received', 'damaged', 'correction'));
