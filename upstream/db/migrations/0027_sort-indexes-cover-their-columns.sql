DROP INDEX "users_name_sort_idx";--> statement-breakpoint
DROP INDEX "users_user_name_sort_idx";--> statement-breakpoint
DROP INDEX "stored_files_lower_name_id_idx";--> statement-breakpoint
DROP INDEX "news_title_sort_index";--> statement-breakpoint
DROP INDEX "news_slug_sort_index";--> statement-breakpoint
DROP INDEX "proposals_title_sort_index";--> statement-breakpoint
DROP INDEX "proposals_author_name_sort_index";--> statement-breakpoint
DROP INDEX "proposals_genre_sort_index";--> statement-breakpoint
DROP INDEX "site_elements_title_sort_index";--> statement-breakpoint
DROP INDEX "site_elements_key_sort_index";--> statement-breakpoint
DROP INDEX "commissionings_title_lower_index";--> statement-breakpoint
DROP INDEX "commissionings_status_sort_index";--> statement-breakpoint
DROP INDEX "contacts_name_sort_index";--> statement-breakpoint
DROP INDEX "contacts_email_lower_index";--> statement-breakpoint
DROP INDEX "contacts_organisation_sort_index";--> statement-breakpoint
DROP INDEX "contacts_country_sort_index";--> statement-breakpoint
DROP INDEX "contracts_reference_sort_index";--> statement-breakpoint
DROP INDEX "contracts_status_sort_index";--> statement-breakpoint
DROP INDEX "praises_source_lower_id_idx";--> statement-breakpoint
DROP INDEX "publications_title_lower_id_idx";--> statement-breakpoint
DROP INDEX "coupons_code_sort_index";--> statement-breakpoint
DROP INDEX "expenses_supplier_sort_index";--> statement-breakpoint
DROP INDEX "invoices_customer_name_sort_index";--> statement-breakpoint
DROP INDEX "orders_order_number_sort_index";--> statement-breakpoint
DROP INDEX "orders_customer_name_sort_index";--> statement-breakpoint
DROP INDEX "tasks_title_sort_index";--> statement-breakpoint
DROP INDEX "tasks_priority_sort_index";--> statement-breakpoint
DROP INDEX "tasks_status_sort_index";--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree (lower("last_name" || ' ' || "first_name"),"id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "users_user_name_sort_idx" ON "users" USING btree (lower("user_name"),"id","user_name");--> statement-breakpoint
CREATE INDEX "stored_files_lower_name_id_idx" ON "stored_files" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "news_title_sort_index" ON "news" USING btree (lower("title"),"id","title");--> statement-breakpoint
CREATE INDEX "news_slug_sort_index" ON "news" USING btree (lower("slug"),"id","slug");--> statement-breakpoint
CREATE INDEX "proposals_title_sort_index" ON "proposals" USING btree (lower("title"),"id","title");--> statement-breakpoint
CREATE INDEX "proposals_author_name_sort_index" ON "proposals" USING btree (lower("author_name"),"id","author_name");--> statement-breakpoint
CREATE INDEX "proposals_genre_sort_index" ON "proposals" USING btree (lower("genre"),"id","genre");--> statement-breakpoint
CREATE INDEX "site_elements_title_sort_index" ON "site_elements" USING btree (lower("title"),"id","title");--> statement-breakpoint
CREATE INDEX "site_elements_key_sort_index" ON "site_elements" USING btree (lower("key"),"id","key");--> statement-breakpoint
CREATE INDEX "commissionings_title_lower_index" ON "commissionings" USING btree (lower("title"),"id","title");--> statement-breakpoint
CREATE INDEX "commissionings_status_sort_index" ON "commissionings" USING btree (array_position(array['proposal', 'under_review', 'approved', 'contracted', 'in_production', 'published', 'declined']::text[], "status"::text),"id","status");--> statement-breakpoint
CREATE INDEX "contacts_name_sort_index" ON "contacts" USING btree (lower("last_name" || ' ' || coalesce("first_name", '')),"id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "contacts_email_lower_index" ON "contacts" USING btree (lower("email"),"id","email");--> statement-breakpoint
CREATE INDEX "contacts_organisation_sort_index" ON "contacts" USING btree (lower("organisation"),"id","organisation");--> statement-breakpoint
CREATE INDEX "contacts_country_sort_index" ON "contacts" USING btree (lower("country"),"id","country");--> statement-breakpoint
CREATE INDEX "contracts_reference_sort_index" ON "contracts" USING btree (lower("reference"),"id","reference");--> statement-breakpoint
CREATE INDEX "contracts_status_sort_index" ON "contracts" USING btree (array_position(array['draft', 'sent', 'signed', 'active', 'ended', 'reverted']::text[], "status"::text),"id","status");--> statement-breakpoint
CREATE INDEX "praises_source_lower_id_idx" ON "praises" USING btree (lower("source"),"id","source");--> statement-breakpoint
CREATE INDEX "publications_title_lower_id_idx" ON "publications" USING btree (lower("title"),"id","title");--> statement-breakpoint
CREATE INDEX "coupons_code_sort_index" ON "coupons" USING btree (lower("code"),"id","code");--> statement-breakpoint
CREATE INDEX "expenses_supplier_sort_index" ON "expenses" USING btree (lower("supplier"),"id","supplier");--> statement-breakpoint
CREATE INDEX "invoices_customer_name_sort_index" ON "invoices" USING btree (lower("customer_name"),"id","customer_name");--> statement-breakpoint
CREATE INDEX "orders_order_number_sort_index" ON "orders" USING btree (lower("order_number"),"id","order_number");--> statement-breakpoint
CREATE INDEX "orders_customer_name_sort_index" ON "orders" USING btree (lower("customer_name"),"id","customer_name");--> statement-breakpoint
CREATE INDEX "tasks_title_sort_index" ON "tasks" USING btree (lower("title"),"id","title");--> statement-breakpoint
CREATE INDEX "tasks_priority_sort_index" ON "tasks" USING btree (array_position(array['low', 'normal', 'high', 'urgent']::text[], "priority"::text),"id","priority");--> statement-breakpoint
CREATE INDEX "tasks_status_sort_index" ON "tasks" USING btree (array_position(array['open', 'in_progress', 'done', 'cancelled']::text[], "status"::text),"id","status");