CREATE TYPE "public"."payment_kind" AS ENUM('pin', 'token_bundle', 'subscription_bundle');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'fulfilled', 'failed', 'expired');--> statement-breakpoint
CREATE TABLE "dev_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"user_id" integer,
	"order_id" text,
	"token_bundle_id" integer,
	"subscription_bundle_id" integer,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"email" text,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"failure_reason" text,
	"user_ip" text,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"duration_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "subscription_bundles_price_positive" CHECK ("subscription_bundles"."price_cents" > 0),
	CONSTRAINT "subscription_bundles_discount_range" CHECK ("subscription_bundles"."discount_percent" between 0 and 100),
	CONSTRAINT "subscription_bundles_duration_positive" CHECK ("subscription_bundles"."duration_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "token_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"tokens" integer DEFAULT 10 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "token_bundles_price_positive" CHECK ("token_bundles"."price_cents" > 0),
	CONSTRAINT "token_bundles_discount_range" CHECK ("token_bundles"."discount_percent" between 0 and 100),
	CONSTRAINT "token_bundles_tokens_positive" CHECK ("token_bundles"."tokens" > 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_token_bundle_id_token_bundles_id_fk" FOREIGN KEY ("token_bundle_id") REFERENCES "public"."token_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_bundle_id_subscription_bundles_id_fk" FOREIGN KEY ("subscription_bundle_id") REFERENCES "public"."subscription_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_session_key" ON "payments" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");