ALTER TABLE "subscription_bundles" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "token_bundles" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;