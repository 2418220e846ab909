-- Reviews wait for approval (decision 045): a review held by the shop's moderation rule has held_at set; it is
-- shown to nobody but its author and counted in no rating until staff approve it (held_at back to null) or hide it.
ALTER TABLE "reviews" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_held_idx" ON "reviews" ("held_at") WHERE "held_at" IS NOT NULL;
