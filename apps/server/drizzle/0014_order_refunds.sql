ALTER TABLE "dev_checkout_sessions" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "dev_checkout_sessions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dev_checkout_sessions" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_claim" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_given_back" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_by" text;