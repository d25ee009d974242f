CREATE TABLE "group_rights" (
	"group_id" smallint NOT NULL,
	"section_id" smallint NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "group_rights_group_id_section_id_pk" PRIMARY KEY("group_id","section_id"),
	CONSTRAINT "group_rights_section_check" CHECK ("group_rights"."section_id" between 1 and 11),
	CONSTRAINT "group_rights_level_check" CHECK ("group_rights"."level" between 2 and 5)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_rights" ADD CONSTRAINT "group_rights_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree (lower("last_name" || ' ' || "first_name"),"id");--> statement-breakpoint
CREATE INDEX "users_user_name_sort_idx" ON "users" USING btree (lower("user_name"),"id");--> statement-breakpoint
CREATE INDEX "users_last_login_sort_idx" ON "users" USING btree ("last_login_at","id");--> statement-breakpoint
-- Hand-written:
-- The groups are fixed (lib/rights/groups.ts); each starts with the rights lib/rights/defaults.ts gives it.
INSERT INTO "groups" ("id", "name") VALUES (1, 'Super Users'), (2, 'Commissioning Assistants'), (3, 'Commissioning Editors'), (4, 'Financial Assistants'), (5, 'Financial Manager'), (6, 'Content Assistant'), (7, 'Content Editor'), (8, 'Marketing Assistant'), (9, 'Marketing Manager'), (10, 'Designer'), (11, 'Authors'), (12, 'Developers') ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "group_rights" ("group_id", "section_id", "level") VALUES (1, 1, 5), (1, 2, 5), (1, 3, 5), (1, 4, 5), (1, 5, 5), (1, 6, 5), (1, 7, 5), (1, 8, 5), (1, 9, 5), (1, 10, 5), (1, 11, 5), (2, 1, 3), (2, 2, 2), (2, 7, 2), (2, 10, 2), (3, 1, 4), (3, 2, 3), (3, 7, 2), (3, 9, 2), (3, 10, 2), (4, 1, 2), (4, 4, 3), (4, 6, 3), (5, 1, 2), (5, 2, 2), (5, 4, 5), (5, 6, 5), (5, 8, 2), (5, 9, 2), (5, 10, 2), (6, 5, 3), (7, 5, 5), (8, 1, 2), (8, 3, 3), (9, 1, 2), (9, 3, 5), (9, 8, 2), (9, 10, 2), (10, 1, 2), (12, 1, 5), (12, 11, 4);--> statement-breakpoint
-- A user's own rights now only add to their groups': those their groups already grant go, so that where
-- each right comes from reads true. What every user holds stays the same.
DELETE FROM "user_rights" ur WHERE ur."level" <= (
  SELECT max(gr."level") FROM "group_rights" gr JOIN "user_groups" ug ON ug."group_id" = gr."group_id"
  WHERE ug."user_id" = ur."user_id" AND gr."section_id" = ur."section_id");
--> statement-breakpoint
SELECT "track_data_version"('"group_rights"');
