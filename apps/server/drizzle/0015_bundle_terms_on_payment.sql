ALTER TABLE "payments" ADD COLUMN "tokens" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "duration_days" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tokens_positive" CHECK ("payments"."tokens" > 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_duration_positive" CHECK ("payments"."duration_days" > 0);