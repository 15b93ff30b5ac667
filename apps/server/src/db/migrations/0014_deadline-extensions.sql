CREATE TABLE "deadline_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"previous_deadline" timestamp with time zone,
	"requested_deadline" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_deadline" timestamp with time zone,
	"remark" text,
	"decided_by" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deadline_extensions" ADD CONSTRAINT "deadline_extensions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_extensions" ADD CONSTRAINT "deadline_extensions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deadline_extensions_one_pending_idx" ON "deadline_extensions" USING btree ("task_id") WHERE "deadline_extensions"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "deadline_extensions_task_idx" ON "deadline_extensions" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "deadline_extensions_pending_idx" ON "deadline_extensions" USING btree ("created_at","id") WHERE "deadline_extensions"."status" = 'PENDING';