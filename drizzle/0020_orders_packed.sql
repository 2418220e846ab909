-- Staff mark an order packed in the back office (decision 022): a flag beside the status, not a status of its own, so
-- the order's state machine, the shopper's pages and the spec's five statuses stay as they are. Null until packed.
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;
