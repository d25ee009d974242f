CREATE TABLE "newsletter_publications" (
	"newsletter_id" integer NOT NULL,
	"publication_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "newsletter_publications_newsletter_id_publication_id_pk" PRIMARY KEY("newsletter_id","publication_id")
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletters" DROP CONSTRAINT "newsletters_status_check";--> statement-breakpoint
DROP INDEX "email_outbox_newsletter_id_index";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "newsletter_consent_at" date;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "newsletter_unsubscribed_at" date;--> statement-breakpoint
ALTER TABLE "newsletter_publications" ADD CONSTRAINT "newsletter_publications_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_publications" ADD CONSTRAINT "newsletter_publications_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_publications_publication_id_index" ON "newsletter_publications" USING btree ("publication_id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_newsletter_id_id_index" ON "email_outbox" USING btree ("newsletter_id","id");--> statement-breakpoint
CREATE INDEX "email_outbox_newsletter_id_status_index" ON "email_outbox" USING btree ("newsletter_id","status");--> statement-breakpoint
CREATE INDEX "email_outbox_contact_id_index" ON "email_outbox" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "newsletters_status_scheduled_at_index" ON "newsletters" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "contacts_newsletter_consent_index" ON "contacts" USING btree ("id") WHERE "contacts"."newsletter_consent_at" is not null and ("contacts"."newsletter_unsubscribed_at" is null or "contacts"."newsletter_unsubscribed_at" < "contacts"."newsletter_consent_at");--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_status_check" CHECK ("newsletters"."status" in ('draft', 'scheduled', 'sending', 'sent', 'cancelled'));--> statement-breakpoint
-- hand-written
-- Every message the product sends is written from its email type (lib/contract/email-types.ts): each is stored,
-- in the product's words (none was used before but the royalty statement's), and types it never sends go.
INSERT INTO "email_types" ("key", "name", "description", "subject", "body_text") VALUES
  ('two_factor_code', 'Sign-in code', 'The code of the second sign-in step, for accounts with two-factor sign-in on.', 'Your Colophon sign-in code', 'Your sign-in code is {{code}}

It expires in {{minutes}} minutes. If you did not try to sign in, change your password.'),
  ('password_reset', 'Password reset', 'The link asked for on the Forgot password page.', 'Reset your Colophon password', 'To choose a new password, open this link within an hour:

{{link}}

If you did not ask for this, you can ignore this message.'),
  ('account_invitation', 'Account invitation', 'A new account’s link to choose its password, sent when a Super User invites someone.', 'Your Colophon account', 'Hello {{firstName}},

An account has been made for you in Colophon, the publisher''s back office.
To choose your password and sign in, open this link within seven days:

{{link}}

If you did not expect this, you can ignore this message.'),
  ('forced_password_reset', 'Password reset by an administrator', 'Sent when a Super User resets someone’s password and signs them out.', 'Choose a new Colophon password', 'Hello {{firstName}},

An administrator has reset your Colophon password and signed you out.
To choose a new password, open this link within 24 hours:

{{link}}
'),
  ('email_change', 'Confirm a new email address', 'Sent to the new address when someone changes the email of their account.', 'Confirm your new Colophon email address', 'Hello {{firstName}},

To make {{newEmail}} the email address of your Colophon account, open this link within 24 hours, signed in as {{userName}}:

{{link}}

Until then your account keeps {{currentEmail}}. If you did not ask for this, ignore this message.'),
  ('security_notice', 'Security notice', 'Tells someone their password, email address or two-factor sign-in changed (unless they turned these off).', '{{event}}', 'Hello {{firstName}},

{{details}}

If this was not you, change your password at once and tell the office.'),
  ('access_request_received', 'Access request received', 'Tells each Super User that someone asked for an account on the Sign up page.', 'Access request from {{requesterName}}', '{{requesterName}} <{{requesterEmail}}> asks for access to Colophon.

Why they need access:
{{reason}}
{{accountNote}}
Pending requests are reviewed under Administration › Users: {{reviewLink}}
'),
  ('access_request_declined', 'Access request declined', 'Tells someone who asked for an account that it was not approved.', 'Your request for a Colophon account', 'Hello {{firstName}},

Thank you for your request. It has not been approved: Colophon accounts are for the staff of the firm. If you think this is a mistake, please ask your contact at the firm.
'),
  ('invoice', 'Invoice', 'An issued invoice sent to the customer, with its PDF attached.', 'Invoice {{number}} from {{firm}}', 'Dear {{customerName}},

Our invoice {{number}} of {{total}} is attached, due {{dueDate}}.

You can also view, print and download it at this link until {{linkExpires}}:
{{link}}

{{firm}}'),
  ('royalty_statement', 'Royalty statement', 'A royalty statement sent to its payee, with its PDF attached.', 'Your royalty statement for {{period}}', 'Dear {{name}},

Your statement for {{period}} is attached. Amount payable: {{amount}}.

{{firm}}'),
  ('newsletter', 'Newsletter', 'The frame of every newsletter: its subject and content, the publications it presents with their cleared praises, and the unsubscribe link.', '{{subject}}', 'Dear {{firstName}},

{{content}}

--
You receive this because you agreed to hear from {{firm}}.
To receive no more newsletters, open: {{unsubscribeLink}}')
ON CONFLICT ("key") DO UPDATE SET "name" = excluded."name", "description" = excluded."description",
  "subject" = excluded."subject", "body_text" = excluded."body_text", "version" = "email_types"."version" + 1, "updated_at" = now();--> statement-breakpoint
DELETE FROM "email_types" WHERE "key" IN ('invoice_issued', 'invoice_reminder', 'proposal_received', 'proposal_declined', 'publication_announcement');
