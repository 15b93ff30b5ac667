ALTER TABLE "task_events" ADD COLUMN "undoable_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_events" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_events" ADD COLUMN "restores" jsonb;