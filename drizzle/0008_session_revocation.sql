-- Every process keeps in memory, for a few seconds, that the session of an id token lasts. Whenever session
-- rows go (logout, password reset, revocation, a deleted account), the database tells every listening
-- process at commit, so the tokens of those sessions are refused at once everywhere.
CREATE OR REPLACE FUNCTION "notify_sessions_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_ended', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_ended"();
