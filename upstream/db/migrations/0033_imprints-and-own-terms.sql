ALTER TABLE "praises" ADD COLUMN "contributor_id" integer;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "imprint_id" integer;--> statement-breakpoint
ALTER TABLE "taxonomy_terms" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "praises" ADD CONSTRAINT "praises_contributor_id_contacts_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_imprint_id_taxonomy_terms_id_fk" FOREIGN KEY ("imprint_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "praises_contributor_id_index" ON "praises" USING btree ("contributor_id");--> statement-breakpoint
CREATE INDEX "publications_imprint_id_index" ON "publications" USING btree ("imprint_id");--> statement-breakpoint
ALTER TABLE "taxonomy_terms" ADD CONSTRAINT "taxonomy_terms_kind_check" CHECK ("taxonomy_terms"."kind" in ('series', 'imprint'));--> statement-breakpoint
-- hand-written: the collections held before kinds existed are series, as the firm used them.
UPDATE "taxonomy_terms" SET "kind" = 'series' WHERE "scheme" = 'collection';--> statement-breakpoint
ALTER TABLE "taxonomy_terms" ADD CONSTRAINT "taxonomy_terms_collection_kind_check" CHECK (("taxonomy_terms"."scheme" = 'collection') = ("taxonomy_terms"."kind" is not null));--> statement-breakpoint
-- hand-written
-- An imprint's name is part of the records published under it, as a subject's code and heading are of
-- those filed under it: a change moves their feed version.
CREATE OR REPLACE FUNCTION "taxonomy_terms_feed_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "publications" SET "feed_version" = nextval('publication_feed_seq')
   WHERE "id" IN (SELECT l."publication_id" FROM "publication_taxonomy_terms" l
                    JOIN new_rows n ON n."id" = l."term_id" JOIN old_rows o ON o."id" = n."id"
                   WHERE (n."code", n."label") IS DISTINCT FROM (o."code", o."label"))
      OR "imprint_id" IN (SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
                           WHERE n."label" IS DISTINCT FROM o."label");
  RETURN NULL;
END
$$;
