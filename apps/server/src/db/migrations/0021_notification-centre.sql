CREATE TABLE "notification_reads" (
	"user_id" text NOT NULL,
	"event_id" bigint NOT NULL,
	CONSTRAINT "notification_reads_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"preferences" jsonb,
	"read_through" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_event_id_task_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."task_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_reads_event_idx" ON "notification_reads" USING btree ("event_id");--> statement-breakpoint
-- The notification centre opens with what already happened read: existing accounts do not start with every past event unread.
INSERT INTO "notification_settings" ("user_id", "read_through")
SELECT "id", (SELECT coalesce(max("id"), 0) FROM "task_events") FROM "users";
