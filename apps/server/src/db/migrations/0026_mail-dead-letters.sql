CREATE TABLE "mail_dead_letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_event_id" bigint,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"attempts" integer NOT NULL,
	"reason" text NOT NULL,
	"given_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_dead_letters_task_event_id_unique" UNIQUE("task_event_id")
);
--> statement-breakpoint
ALTER TABLE "mail_dead_letters" ADD CONSTRAINT "mail_dead_letters_task_event_id_task_events_id_fk" FOREIGN KEY ("task_event_id") REFERENCES "public"."task_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_dead_letters_given_up_idx" ON "mail_dead_letters" USING btree ("given_up_at");