CREATE TABLE "test_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" serial NOT NULL,
	"user_id" integer NOT NULL,
	"comand" text NOT NULL,
	"map_region" text NOT NULL,
	"version" text NOT NULL,
	"vin" text NOT NULL,
	"status" "order_status" DEFAULT 'paid' NOT NULL,
	"pin" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "test_orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "bulk_orders" ADD COLUMN "livemode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "livemode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "test_orders" ADD CONSTRAINT "test_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_orders_user_number_idx" ON "test_orders" USING btree ("user_id","number");