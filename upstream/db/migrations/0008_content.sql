CREATE TABLE "news_authors" (
	"news_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "news_authors_news_id_contact_id_pk" PRIMARY KEY("news_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "news_publications" (
	"news_id" integer NOT NULL,
	"publication_id" integer NOT NULL,
	CONSTRAINT "news_publications_news_id_publication_id_pk" PRIMARY KEY("news_id","publication_id")
);
--> statement-breakpoint
ALTER TABLE "news" DROP CONSTRAINT "news_status_check";--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_authors" ADD CONSTRAINT "news_authors_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_authors" ADD CONSTRAINT "news_authors_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_publications" ADD CONSTRAINT "news_publications_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_publications" ADD CONSTRAINT "news_publications_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_authors_contact_id_index" ON "news_authors" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "news_publications_publication_id_index" ON "news_publications" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "stored_files_created_at_id_idx" ON "stored_files" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stored_files_size_bytes_id_idx" ON "stored_files" USING btree ("size_bytes","id");--> statement-breakpoint
CREATE INDEX "stored_files_lower_name_id_idx" ON "stored_files" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "news_title_sort_index" ON "news" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "news_slug_sort_index" ON "news" USING btree (lower("slug"),"id");--> statement-breakpoint
CREATE INDEX "news_published_at_sort_index" ON "news" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "news_created_at_sort_index" ON "news" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "news_updated_at_sort_index" ON "news" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "proposals_title_sort_index" ON "proposals" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "proposals_author_name_sort_index" ON "proposals" USING btree (lower("author_name"),"id");--> statement-breakpoint
CREATE INDEX "proposals_genre_sort_index" ON "proposals" USING btree (lower("genre"),"id");--> statement-breakpoint
CREATE INDEX "proposals_created_at_sort_index" ON "proposals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "proposals_updated_at_sort_index" ON "proposals" USING btree ("updated_at","id");--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_status_check" CHECK ("news"."status" in ('draft', 'scheduled', 'published', 'archived'));--> statement-breakpoint
-- Hand-written: business tables move the figures' data version (migration 0003).
SELECT "track_data_version"('"news_authors"');--> statement-breakpoint
SELECT "track_data_version"('"news_publications"');
