CREATE INDEX "contract_instalments_paid_date_index" ON "contract_instalments" USING btree ("paid_date");--> statement-breakpoint
CREATE INDEX "credit_notes_issue_date_index" ON "credit_notes" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "order_returns_return_date_index" ON "order_returns" USING btree ("return_date");