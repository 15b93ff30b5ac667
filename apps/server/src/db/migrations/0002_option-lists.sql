CREATE TABLE "banks" (
	"name" text PRIMARY KEY NOT NULL,
	"countries" text[] NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_groups" (
	"country" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"name" text PRIMARY KEY NOT NULL,
	"countries" text[] NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "races" (
	"name" text PRIMARY KEY NOT NULL,
	"countries" text[] NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"country" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "states_country_name_pk" PRIMARY KEY("country","name")
);
--> statement-breakpoint
ALTER TABLE "chat_groups" ADD CONSTRAINT "chat_groups_country_countries_name_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_countries_name_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("name") ON DELETE no action ON UPDATE no action;