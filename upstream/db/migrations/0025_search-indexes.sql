CREATE INDEX "contacts_first_name_search_index" ON "contacts" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_last_name_search_index" ON "contacts" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_organisation_search_index" ON "contacts" USING gin ("organisation" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_orcid_search_index" ON "contacts" USING gin ("orcid" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_search_index" ON "contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_order_number_search_index" ON "orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_name_search_index" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_reference_search_index" ON "orders" USING gin ("customer_reference" gin_trgm_ops);