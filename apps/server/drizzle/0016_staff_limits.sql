CREATE TABLE "staff_daily_points" (
	"staff_id" integer NOT NULL,
	"day" date NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "staff_daily_points_staff_id_day_pk" PRIMARY KEY("staff_id","day"),
	CONSTRAINT "staff_daily_points_non_negative" CHECK ("staff_daily_points"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "staff_daily_points" ADD CONSTRAINT "staff_daily_points_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","action","at");