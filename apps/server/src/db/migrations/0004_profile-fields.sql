ALTER TABLE "profiles" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "addr_one" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "addr_two" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "ethnicity" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "languages" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "english_language" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "malay_language" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "chinese_language" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "tamil_language" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "marital_status" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "kids" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "content_types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "social_media_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "social_media_followers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "followers_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "paypal_email" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bank_acc_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bank_acc_no" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "nationality_doc" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "nric" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "passport_number" text;