ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree (lower("last_name" || ' ' || "first_name"),"id");--> statement-breakpoint
CREATE INDEX "users_user_name_sort_idx" ON "users" USING btree (lower("user_name"),"id");--> statement-breakpoint
CREATE INDEX "users_last_login_sort_idx" ON "users" USING btree ("last_login_at","id");