ALTER TABLE "invoices" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tax" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business" jsonb;