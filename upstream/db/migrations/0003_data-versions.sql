CREATE TABLE "data_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Moves the written table's version once per statement, inside the writing transaction: the row lock
-- orders writers of one table, and a reader sees the new version only with the data it goes with.
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "data_versions" ("table_name", "version") VALUES (TG_TABLE_NAME, 1)
    ON CONFLICT ("table_name") DO UPDATE SET "version" = "data_versions"."version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Later migrations call it for each table they create that business figures read.
CREATE FUNCTION "track_data_version"(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER "bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"()',
    target);
  INSERT INTO "data_versions" ("table_name") VALUES ((SELECT relname FROM pg_class WHERE oid = target))
    ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- Every table but the logs (of requests, sign-ins and writes), the sign-in secrets and the mail queue,
-- which change with use without changing any figure (tests/api/figure-cache.test.ts).
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT tablename FROM pg_tables
     WHERE schemaname = current_schema()
       AND tablename NOT IN ('data_versions', 'audit_log', 'request_log', 'login_events',
                             'api_tokens', 'sign_in_codes', 'password_reset_tokens', 'email_change_tokens',
                             'email_outbox', 'number_sequences')
  LOOP
    PERFORM "track_data_version"(format('%I', name)::regclass);
  END LOOP;
END
$$;
