CREATE TABLE "author_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "author_accounts_contactId_unique" UNIQUE("contact_id")
);
--> statement-breakpoint
CREATE TABLE "author_proposals" (
	"proposal_id" integer PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"submitted_by_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "author_accounts" ADD CONSTRAINT "author_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_accounts" ADD CONSTRAINT "author_accounts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_proposals" ADD CONSTRAINT "author_proposals_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_proposals" ADD CONSTRAINT "author_proposals_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_proposals" ADD CONSTRAINT "author_proposals_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_proposals_contact_id_submitted_at_index" ON "author_proposals" USING btree ("contact_id","submitted_at");--> statement-breakpoint
CREATE INDEX "author_proposals_submitted_by_id_index" ON "author_proposals" USING btree ("submitted_by_id");