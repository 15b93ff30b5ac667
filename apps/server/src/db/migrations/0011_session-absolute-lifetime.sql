-- A session ends 30 days after it began, however often its sliding expiry is pushed forward
-- (ASVS 7.3.2): every write of expires_at is capped here, whoever makes it.
CREATE FUNCTION cap_session_lifetime() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.expires_at := LEAST(NEW.expires_at, NEW.created_at + interval '30 days');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_absolute_lifetime BEFORE INSERT OR UPDATE ON sessions
  FOR EACH ROW EXECUTE FUNCTION cap_session_lifetime();
--> statement-breakpoint
UPDATE sessions SET expires_at = expires_at;
