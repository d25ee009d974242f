DROP INDEX "commissionings_created_at_index";--> statement-breakpoint
DROP INDEX "commissionings_expected_publication_date_index";--> statement-breakpoint
DROP INDEX "contacts_organisation_index";--> statement-breakpoint
DROP INDEX "contacts_created_at_index";--> statement-breakpoint
DROP INDEX "coupons_valid_from_index";--> statement-breakpoint
DROP INDEX "coupons_valid_until_index";--> statement-breakpoint
DROP INDEX "commissionings_title_lower_index";--> statement-breakpoint
DROP INDEX "contacts_email_lower_index";--> statement-breakpoint
DROP INDEX "contacts_name_sort_index";--> statement-breakpoint
CREATE INDEX "commissionings_status_sort_index" ON "commissionings" USING btree (array_position(array['proposal', 'under_review', 'approved', 'contracted', 'in_production', 'published', 'declined']::text[], "status"::text),"id");--> statement-breakpoint
CREATE INDEX "commissionings_created_at_sort_index" ON "commissionings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "commissionings_updated_at_sort_index" ON "commissionings" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "commissionings_expected_publication_date_sort_index" ON "commissionings" USING btree ("expected_publication_date","id");--> statement-breakpoint
CREATE INDEX "contacts_organisation_sort_index" ON "contacts" USING btree (lower("organisation"),"id");--> statement-breakpoint
CREATE INDEX "contacts_country_sort_index" ON "contacts" USING btree (lower("country"),"id");--> statement-breakpoint
CREATE INDEX "contacts_created_at_sort_index" ON "contacts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_updated_at_sort_index" ON "contacts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "coupons_code_sort_index" ON "coupons" USING btree (lower("code"),"id");--> statement-breakpoint
CREATE INDEX "coupons_percent_off_sort_index" ON "coupons" USING btree ("percent_off","id");--> statement-breakpoint
CREATE INDEX "coupons_valid_from_sort_index" ON "coupons" USING btree ("valid_from","id");--> statement-breakpoint
CREATE INDEX "coupons_valid_until_sort_index" ON "coupons" USING btree ("valid_until","id");--> statement-breakpoint
CREATE INDEX "coupons_usage_count_sort_index" ON "coupons" USING btree ("usage_count","id");--> statement-breakpoint
CREATE INDEX "coupons_created_at_sort_index" ON "coupons" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "coupons_updated_at_sort_index" ON "coupons" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "commissionings_title_lower_index" ON "commissionings" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "contacts_email_lower_index" ON "contacts" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "contacts_name_sort_index" ON "contacts" USING btree (lower("last_name" || ' ' || coalesce("first_name", '')),"id");