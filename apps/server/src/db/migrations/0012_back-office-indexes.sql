CREATE TABLE "role_counts" (
	"role" text PRIMARY KEY NOT NULL,
	"users" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "reports_task_idx";--> statement-breakpoint
DROP INDEX "submissions_task_idx";--> statement-breakpoint
CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_status_updated_idx" ON "tasks" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "tasks_status_draft_idx" ON "tasks" USING btree ("status","draft_submitted_at","id","draft_approved");--> statement-breakpoint
CREATE INDEX "tasks_status_submitted_idx" ON "tasks" USING btree ("status",coalesce("submission_date", "updated_at"),"id");--> statement-breakpoint
CREATE INDEX "tasks_campaign_updated_idx" ON "tasks" USING btree ("campaign_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "referrals_status_idx" ON "referrals" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "reports_task_idx" ON "reports" USING btree ("task_id","created_at","id","reviewed_at");--> statement-breakpoint
CREATE INDEX "submissions_task_idx" ON "submissions" USING btree ("task_id","created_at","id");--> statement-breakpoint
-- role_counts follows every write of users, whoever makes it (better-auth, the CLI, a bulk load):
-- statement-level, so a bulk insert updates each count once.
CREATE FUNCTION count_user_roles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE role_counts SET users = role_counts.users - gone.users
      FROM (SELECT role, count(*)::int AS users FROM old_rows GROUP BY role) gone
      WHERE role_counts.role = gone.role;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO role_counts (role, users) SELECT role, count(*)::int FROM new_rows GROUP BY role
      ON CONFLICT (role) DO UPDATE SET users = role_counts.users + excluded.users;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_role_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_user_roles();
--> statement-breakpoint
CREATE TRIGGER users_role_counts_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_user_roles();
--> statement-breakpoint
CREATE TRIGGER users_role_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_user_roles();
--> statement-breakpoint
INSERT INTO role_counts (role, users) SELECT role, count(*)::int FROM users GROUP BY role;
