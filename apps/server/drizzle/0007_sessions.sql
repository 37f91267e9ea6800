CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_id" text;--> statement-breakpoint
-- Until now an access token named its refresh token as its session (sid = jti). Each refresh token
-- becomes a session of that id, so access tokens in circulation keep working until their refresh
-- token is rotated. Whether they signed in recently is unknown: they count as long ago.
INSERT INTO "sessions" ("id", "user_id", "signed_in_at", "ended_at")
	SELECT "jti", "user_id", 'epoch', "revoked_at" FROM "refresh_tokens";--> statement-breakpoint
UPDATE "refresh_tokens" SET "session_id" = "jti";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;