CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"kind" text DEFAULT 'refund' NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
-- Hand-written backfill (decision 043): what card orders were refunded so far, the refunds already recorded, the mismatch refunds already queued, and a partial PayPal dashboard refund recorded as the whole refund made partial again.
UPDATE "orders" SET "card_refunded_cents" = "refund_amount_cents" WHERE "refund_given_back" = 'card' AND "refund_amount_cents" > 0;--> statement-breakpoint
INSERT INTO "payment_refunds" ("id", "payment_id", "kind", "amount_cents", "reason", "created_at")
SELECT DISTINCT ON (o."provider_refund_id") o."provider_refund_id", p."id", CASE WHEN o."refunded_by" IS NULL THEN 'refund' ELSE 'order-refund' END, o."refund_amount_cents", coalesce(o."refund_reason", ''), coalesce(o."refunded_at", now())
FROM "orders" o JOIN "payments" p ON p."order_id" = o."id" AND p."kind" = 'pin' AND p."status" IN ('fulfilled', 'failed')
WHERE o."provider_refund_id" IS NOT NULL AND o."refund_amount_cents" > 0
ORDER BY o."provider_refund_id", (p."status" = 'fulfilled') DESC, p."created_at" DESC
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "payments" SET "refund_queued_at" = "created_at" WHERE "status" = 'failed' AND "failure_reason" LIKE 'paid amount % does not match%';
--> statement-breakpoint
UPDATE "orders" SET "refunded_at" = NULL, "refund_reason" = NULL, "refund_given_back" = NULL, "refund_amount_cents" = NULL, "provider_refund_id" = NULL WHERE "status" = 'fulfilled' AND "refund_given_back" = 'card' AND "refunded_by" IS NULL AND "refund_reason" = 'Refunded in PayPal''s dashboard.' AND "refund_amount_cents" < "price_cents";
