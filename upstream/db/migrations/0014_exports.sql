ALTER TABLE "publication_exports" DROP CONSTRAINT "publication_exports_format_check";--> statement-breakpoint
ALTER TABLE "publications" DROP CONSTRAINT "publications_status_check";--> statement-breakpoint
ALTER TABLE "publication_export_items" ADD COLUMN "outcome" text DEFAULT 'included' NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_export_items" ADD COLUMN "reasons" text;--> statement-breakpoint
ALTER TABLE "publication_exports" ADD COLUMN "mode" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_exports" ADD COLUMN "feed_version" bigint;--> statement-breakpoint
ALTER TABLE "publication_exports" ADD COLUMN "included_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_exports" ADD COLUMN "deleted_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_exports" ADD COLUMN "blocked_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_exports" ADD COLUMN "checksum" char(64);--> statement-breakpoint
ALTER TABLE "publication_exports" ADD COLUMN "delivered_to" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "feed_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "publication_export_items_export_id_outcome_index" ON "publication_export_items" USING btree ("export_id","outcome");--> statement-breakpoint
CREATE INDEX "publication_exports_recipient_format_created_at_index" ON "publication_exports" USING btree ("recipient","format","created_at");--> statement-breakpoint
CREATE INDEX "publication_exports_created_at_id_idx" ON "publication_exports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "publications_feed_version_index" ON "publications" USING btree ("feed_version");--> statement-breakpoint
ALTER TABLE "publication_export_items" ADD CONSTRAINT "publication_export_items_outcome_check" CHECK ("publication_export_items"."outcome" in ('included', 'deleted', 'blocked'));--> statement-breakpoint
ALTER TABLE "publication_exports" ADD CONSTRAINT "publication_exports_mode_check" CHECK ("publication_exports"."mode" in ('full', 'delta'));--> statement-breakpoint
ALTER TABLE "publication_exports" ADD CONSTRAINT "publication_exports_format_check" CHECK ("publication_exports"."format" in ('onix_3_0', 'csv', 'crossref'));--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_status_check" CHECK ("publications"."status" in ('in_production', 'published', 'out_of_print', 'withdrawn'));--> statement-breakpoint
-- hand-written
-- The feeds' data version: one sequence for the catalogue; a product's number moves whenever it or
-- anything its ONIX record is made from changes, so a delta takes what moved past the last run's number.
-- Owned by the column, so that a truncate that restarts identities (the demo's reseed) restarts it too.
CREATE SEQUENCE "publication_feed_seq" OWNED BY "publications"."feed_version";
--> statement-breakpoint
ALTER TABLE "publications" ALTER COLUMN "feed_version" SET DEFAULT nextval('publication_feed_seq');
--> statement-breakpoint
UPDATE "publications" SET "feed_version" = nextval('publication_feed_seq');
--> statement-breakpoint
-- A product's own change (not only a save that changed nothing, nor a DOI's deposit) moves its number.
CREATE FUNCTION "publications_feed_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."feed_version" = OLD."feed_version"
     AND (to_jsonb(NEW) - 'feed_version' - 'version' - 'updated_at' - 'doi_registered_at')
         IS DISTINCT FROM (to_jsonb(OLD) - 'feed_version' - 'version' - 'updated_at' - 'doi_registered_at') THEN
    NEW."feed_version" := nextval('publication_feed_seq');
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "publications_feed_version" BEFORE UPDATE ON "publications"
  FOR EACH ROW EXECUTE FUNCTION "publications_feed_version"();
--> statement-breakpoint
-- Rows of a product (prices, credits, subjects, praises): each statement moves the products it touched.
CREATE FUNCTION "publication_feed_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "publications" SET "feed_version" = nextval('publication_feed_seq')
   WHERE "id" IN (SELECT "publication_id" FROM changed_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "publication_prices_feed_insert" AFTER INSERT ON "publication_prices"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_feed_touch"();
--> statement-breakpoint
CREATE TRIGGER "publication_prices_feed_update" AFTER UPDATE ON "publication_prices"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_feed_touch"();
--> statement-breakpoint
CREATE TRIGGER "publication_prices_feed_delete" AFTER DELETE ON "publication_prices"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_feed_touch"();
--> statement-breakpoint
CREATE TRIGGER "publication_contributors_feed_insert" AFTER INSERT ON "publication_contributors"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_feed_touch"();
--> statement-breakpoint
CREATE TRIGGER "publication_contributors_feed_update" AFTER UPDATE ON "publication_contributors"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_feed_touch"();
--> statement-breakpoint
CREATE TRIGGER "publication_contributors_feed_delete" AFTER DELETE ON "publication_contributors"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_feed_touch"();
--> statement-breakpoint
CREATE TRIGGER "publication_taxonomy_terms_feed_insert" AFTER INSERT ON "publication_taxonomy_terms"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_feed_touch"();
--> statement-breakpoint
CREATE TRIGGER "publication_taxonomy_terms_feed_update" AFTER UPDATE ON "publication_taxonomy_terms"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_feed_touch"();
--> statement-breakpoint
CREATE TRIGGER "publication_taxonomy_terms_feed_delete" AFTER DELETE ON "publication_taxonomy_terms"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_feed_touch"();
--> statement-breakpoint
CREATE TRIGGER "praises_feed_insert" AFTER INSERT ON "praises"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_feed_touch"();
--> statement-breakpoint
CREATE TRIGGER "praises_feed_update" AFTER UPDATE ON "praises"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_feed_touch"();
--> statement-breakpoint
CREATE TRIGGER "praises_feed_delete" AFTER DELETE ON "praises"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_feed_touch"();
--> statement-breakpoint
-- A contributor's name, ORCID or biography, and a subject's code or heading, are part of the records that use them.
CREATE FUNCTION "contacts_feed_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "publications" SET "feed_version" = nextval('publication_feed_seq')
   WHERE "id" IN (SELECT pc."publication_id" FROM "publication_contributors" pc
                    JOIN new_rows n ON n."id" = pc."contact_id" JOIN old_rows o ON o."id" = n."id"
                   WHERE (n."first_name", n."last_name", n."orcid", n."biography")
                         IS DISTINCT FROM (o."first_name", o."last_name", o."orcid", o."biography"));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contacts_feed_update" AFTER UPDATE ON "contacts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contacts_feed_touch"();
--> statement-breakpoint
CREATE FUNCTION "taxonomy_terms_feed_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "publications" SET "feed_version" = nextval('publication_feed_seq')
   WHERE "id" IN (SELECT l."publication_id" FROM "publication_taxonomy_terms" l
                    JOIN new_rows n ON n."id" = l."term_id" JOIN old_rows o ON o."id" = n."id"
                   WHERE (n."code", n."label") IS DISTINCT FROM (o."code", o."label"));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "taxonomy_terms_feed_update" AFTER UPDATE ON "taxonomy_terms"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "taxonomy_terms_feed_touch"();
