ALTER TABLE "campaigns" ADD COLUMN "budget_minor" bigint;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "funds_confirmed_by" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "funds_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_funds_confirmed_by_users_id_fk" FOREIGN KEY ("funds_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;