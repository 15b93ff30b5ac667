CREATE TABLE "task_ratings" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"rating" smallint NOT NULL,
	"remark" text,
	"rated_by" text,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_ratings_rating_range" CHECK ("task_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "task_ratings" ADD CONSTRAINT "task_ratings_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_ratings" ADD CONSTRAINT "task_ratings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;