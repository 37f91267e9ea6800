ALTER TABLE "orders" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
-- Backfill (hand-written): an order staff failed has its audit entry; one the supplier gave up on keeps no time.
UPDATE "orders" SET "failed_at" = "audit_log"."at" FROM "audit_log" WHERE "orders"."status" = 'failed' AND "orders"."failed_at" IS NULL AND "audit_log"."action" = 'order.failed' AND "audit_log"."subject_type" = 'order' AND "audit_log"."subject_id" = "orders"."id";
