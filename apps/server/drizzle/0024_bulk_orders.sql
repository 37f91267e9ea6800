CREATE TABLE "bulk_order_rows" (
	"bulk_order_id" text NOT NULL,
	"row" integer NOT NULL,
	"reference" text,
	"comand" text NOT NULL,
	"map_region" text NOT NULL,
	"version" text NOT NULL,
	"vin" text NOT NULL,
	"error" text,
	"order_id" text NOT NULL,
	"ordered" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bulk_order_rows_bulk_order_id_row_pk" PRIMARY KEY("bulk_order_id","row")
);
--> statement-breakpoint
CREATE TABLE "bulk_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"payment" text NOT NULL,
	"row_count" integer NOT NULL,
	"valid_rows" integer NOT NULL,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_order_rows" ADD CONSTRAINT "bulk_order_rows_bulk_order_id_bulk_orders_id_fk" FOREIGN KEY ("bulk_order_id") REFERENCES "public"."bulk_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_orders" ADD CONSTRAINT "bulk_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_orders_user_idx" ON "bulk_orders" USING btree ("user_id","created_at");