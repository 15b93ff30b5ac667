CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"posting_id" uuid NOT NULL,
	"account" text NOT NULL,
	"amount_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"currency" text NOT NULL,
	"task_id" uuid,
	"referral_id" uuid,
	"line_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"rail_batch_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sending_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"task_id" uuid,
	"referral_id" uuid,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"rail_item_id" text,
	"reason" text,
	"status_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_lines_one_source" CHECK (("payout_lines"."task_id" is null) <> ("payout_lines"."referral_id" is null)),
	CONSTRAINT "payout_lines_amount_positive" CHECK ("payout_lines"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_line_id_payout_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."payout_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_user_idx" ON "ledger_postings" USING btree ("user_id","currency");--> statement-breakpoint
CREATE INDEX "ledger_postings_task_idx" ON "ledger_postings" USING btree ("task_id") WHERE "ledger_postings"."task_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_postings_referral_idx" ON "ledger_postings" USING btree ("referral_id") WHERE "ledger_postings"."referral_id" is not null;--> statement-breakpoint
CREATE INDEX "payout_lines_batch_idx" ON "payout_lines" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_live_task_unique" ON "payout_lines" USING btree ("task_id") WHERE "payout_lines"."status" not in ('returned', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_live_referral_unique" ON "payout_lines" USING btree ("referral_id") WHERE "payout_lines"."status" not in ('returned', 'failed');