DROP INDEX "task_events_unnotified_idx";--> statement-breakpoint
ALTER TABLE "task_events" ADD COLUMN "mail_given_up_at" timestamp with time zone;--> statement-breakpoint
-- The e-mails given up on before were marked notified, as if sent: they are given up on instead.
UPDATE "task_events" SET "mail_given_up_at" = "mail_dead_letters"."given_up_at", "notified_at" = NULL
FROM "mail_dead_letters" WHERE "mail_dead_letters"."task_event_id" = "task_events"."id";--> statement-breakpoint
CREATE INDEX "task_events_unnotified_idx" ON "task_events" USING btree ("id") WHERE "task_events"."notified_at" is null and "task_events"."mail_given_up_at" is null and "task_events"."action" is not null;
