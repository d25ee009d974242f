ALTER TABLE "expenses" ADD COLUMN "supplier_contact_id" integer;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "contract_id" integer;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "vat_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "rejected_by_id" integer;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_supplier_contact_id_contacts_id_fk" FOREIGN KEY ("supplier_contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_rejected_by_id_users_id_fk" FOREIGN KEY ("rejected_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_rate_date_sort_index" ON "exchange_rates" USING btree ("rate_date","id");--> statement-breakpoint
CREATE INDEX "exchange_rates_created_at_sort_index" ON "exchange_rates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "exchange_rates_updated_at_sort_index" ON "exchange_rates" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "expenses_expense_date_sort_index" ON "expenses" USING btree ("expense_date","id");--> statement-breakpoint
CREATE INDEX "expenses_supplier_sort_index" ON "expenses" USING btree (lower("supplier"),"id");--> statement-breakpoint
CREATE INDEX "expenses_amount_sort_index" ON "expenses" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "expenses_created_at_sort_index" ON "expenses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_updated_at_sort_index" ON "expenses" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "expenses_supplier_contact_id_index" ON "expenses" USING btree ("supplier_contact_id");--> statement-breakpoint
CREATE INDEX "expenses_contract_id_index" ON "expenses" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "expenses_rejected_by_id_index" ON "expenses" USING btree ("rejected_by_id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_vat_check" CHECK ("expenses"."vat_amount" >= 0 and "expenses"."vat_amount" < "expenses"."amount");--> statement-breakpoint
-- Hand-written:
-- Expenses decided before the decision was dated: the day of their last change is the nearest we know.
UPDATE "expenses" SET "decided_at" = "updated_at" WHERE "status" <> 'submitted' AND "decided_at" IS NULL;
