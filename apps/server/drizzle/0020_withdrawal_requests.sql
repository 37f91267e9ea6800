CREATE TYPE "public"."withdrawal_status" AS ENUM('received', 'refunded', 'closed');--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"reference" text NOT NULL,
	"contract" text NOT NULL,
	"reason" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "withdrawal_status" DEFAULT 'received' NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"payment_id" text,
	"refunded_cents" integer,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_requests_received_idx" ON "withdrawal_requests" USING btree ("received_at");