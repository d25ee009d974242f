CREATE INDEX "stored_files_created_at_id_idx" ON "stored_files" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stored_files_size_bytes_id_idx" ON "stored_files" USING btree ("size_bytes","id");--> statement-breakpoint
CREATE INDEX "stored_files_lower_name_id_idx" ON "stored_files" USING btree (lower("name"),"id");