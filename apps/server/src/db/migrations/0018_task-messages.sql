CREATE TABLE "message_files" (
	"message_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "message_files_message_id_position_pk" PRIMARY KEY("message_id","position")
);
--> statement-breakpoint
CREATE TABLE "task_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_threads" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"creator_unread" integer DEFAULT 0 NOT NULL,
	"brand_unread" integer DEFAULT 0 NOT NULL,
	"creator_read_at" timestamp with time zone,
	"brand_read_at" timestamp with time zone,
	"unanswered_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_message_id_task_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."task_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_file_key_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_messages" ADD CONSTRAINT "task_messages_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_messages" ADD CONSTRAINT "task_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_threads" ADD CONSTRAINT "task_threads_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_messages_task_idx" ON "task_messages" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_messages_client_key_idx" ON "task_messages" USING btree ("task_id","author_id","client_key");--> statement-breakpoint
CREATE INDEX "task_threads_unanswered_idx" ON "task_threads" USING btree ("unanswered_since","task_id") WHERE "task_threads"."unanswered_since" is not null;