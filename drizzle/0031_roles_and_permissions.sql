-- Roles and permissions in the back office (decision 044): four roles (owner, manager, packer, support), each a
-- set of permissions the owner may change, and the owner's limits on refunds and coupons for roles below manager.
-- Staff of the two-role back office become managers: a manager may do all that staff could (everything but staff
-- and settings), so nobody's work stops at the upgrade; the owner then moves each to the role they need.
ALTER TABLE "operators" DROP CONSTRAINT "operators_role_check";--> statement-breakpoint
UPDATE "operators" SET "role" = 'manager' WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_check" CHECK ("role" in ('owner', 'manager', 'packer', 'support'));--> statement-breakpoint
CREATE TABLE "operator_roles" (
	"role" text PRIMARY KEY NOT NULL,
	"permissions" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_roles_role_check" CHECK ("role" in ('owner', 'manager', 'packer', 'support'))
);--> statement-breakpoint
INSERT INTO "operator_roles" ("role", "permissions") VALUES
	('owner', '["orders.view","orders.fulfil","orders.cancel","orders.refund","products","stock","coupons","customers","reports","reviews","settings","staff","audit"]'),
	('manager', '["orders.view","orders.fulfil","orders.cancel","orders.refund","products","stock","coupons","customers","reports","reviews"]'),
	('packer', '["orders.view","orders.fulfil","stock"]'),
	('support', '["orders.view","orders.cancel","customers","reviews"]');--> statement-breakpoint
CREATE TABLE "operator_limits" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_refund_paise" integer DEFAULT 100000 NOT NULL,
	"max_coupon_percent" integer DEFAULT 10 NOT NULL,
	"max_coupon_paise" integer DEFAULT 10000 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_limits_one_row" CHECK ("id" = 1),
	CONSTRAINT "operator_limits_non_negative" CHECK ("max_refund_paise" >= 0 AND "max_coupon_percent" BETWEEN 0 AND 100 AND "max_coupon_paise" >= 0)
);--> statement-breakpoint
INSERT INTO "operator_limits" ("id") VALUES (1);
