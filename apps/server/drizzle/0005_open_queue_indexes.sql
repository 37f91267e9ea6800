DROP INDEX "jobs_due_idx";--> statement-breakpoint
DROP INDEX "outbox_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "outbox_open_idx" ON "outbox" USING btree ("id") WHERE "outbox"."status" in ('pending', 'sending');