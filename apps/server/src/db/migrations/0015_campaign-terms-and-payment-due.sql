CREATE TABLE "payout_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "payment_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "review_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "revisions_included" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "usage_rights" text DEFAULT 'ORGANIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "usage_note" text;--> statement-breakpoint
ALTER TABLE "task_events" ADD COLUMN "agreed_terms" jsonb;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "terms_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "agreed_incentive_minor" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "agreed_currency" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "agreed_payment_days" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "agreed_review_days" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "agreed_revisions_included" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "agreed_usage_rights" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "agreed_usage_note" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "payment_due_on" date;--> statement-breakpoint
CREATE INDEX "tasks_status_payment_due_idx" ON "tasks" USING btree ("status","payment_due_on","id");