CREATE TABLE "test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"user_id" integer NOT NULL,
	"test_order_id" text,
	"token_bundle_id" integer,
	"subscription_bundle_id" integer,
	"tokens" integer,
	"duration_days" integer,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"session_id" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "test_payments_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
ALTER TABLE "test_payments" ADD CONSTRAINT "test_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payments" ADD CONSTRAINT "test_payments_test_order_id_test_orders_id_fk" FOREIGN KEY ("test_order_id") REFERENCES "public"."test_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_payments_user_idx" ON "test_payments" USING btree ("user_id","created_at");