-- Products that were ordered are archived, never deleted (decision 022): an archived product leaves the shop (lists,
-- search, its page, carts and checkout) but stays for the orders, invoices and reviews that name it.
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- Staff mark products as featured: the home page's featured grid shows them first, then moringa (docs/product.md, Routes and screens).
ALTER TABLE "products" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;
