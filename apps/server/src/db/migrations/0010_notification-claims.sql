ALTER TABLE "task_events" ADD COLUMN "notify_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_events" ADD COLUMN "notify_after" timestamp with time zone;