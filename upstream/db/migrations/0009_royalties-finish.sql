ALTER TABLE "contracts" ADD COLUMN "minimum_payment" bigint DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD COLUMN "contract_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD COLUMN "payee_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written, before the foreign keys it makes possible: sources whose line or order line is gone.
DELETE FROM "royalty_line_sources" s WHERE NOT EXISTS (SELECT 1 FROM "royalty_statement_lines" l WHERE l."id" = s."line_id") OR NOT EXISTS (SELECT 1 FROM "order_lines" o WHERE o."id" = s."order_line_id");--> statement-breakpoint
ALTER TABLE "royalty_line_sources" ADD CONSTRAINT "royalty_line_sources_line_id_royalty_statement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."royalty_statement_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_line_sources" ADD CONSTRAINT "royalty_line_sources_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "royalty_statements_reference_sort_index" ON "royalty_statements" USING btree ("run_id",lower("contract_reference"),"id");--> statement-breakpoint
CREATE INDEX "royalty_statements_payee_sort_index" ON "royalty_statements" USING btree ("run_id",lower("payee_name"),"id");--> statement-breakpoint
CREATE INDEX "royalty_statements_payable_sort_index" ON "royalty_statements" USING btree ("run_id","payable","id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_minimum_payment_check" CHECK ("contracts"."minimum_payment" >= 0);--> statement-breakpoint
-- Hand-written:
-- Statements drawn before the list sorted by them take the reference and the payee's name of today.
UPDATE "royalty_statements" s SET "contract_reference" = k."reference", "payee_name" = concat_ws(' ', c."first_name", c."last_name") FROM "contracts" k, "contacts" c WHERE k."id" = s."contract_id" AND c."id" = s."contact_id";
