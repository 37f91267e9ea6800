CREATE TABLE "order_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text,
	"kind" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"text_version" text,
	"language" text,
	"exempt_reason" text,
	CONSTRAINT "order_consents_kind" CHECK ("order_consents"."kind" in ('immediate_delivery', 'waiver_acknowledged', 'business_exempt'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_consents_order_kind" ON "order_consents" USING btree ("order_id","kind");