-- The email of the notification setting "Activity digest".
INSERT INTO "email_types" ("key", "name", "description", "subject", "body_text") VALUES
  ('activity_digest', 'Activity digest', 'Once a day or once a week, as each person chose under Settings › Notifications: their tasks overdue or due soon, tasks given to them, unread mentions and their commissionings’ moves. Nothing waiting sends nothing.', 'Your Colophon digest: what waits for you {{period}}', 'Hello {{firstName}},

Here is what waits for you {{period}}.

{{sections}}

Open Colophon: {{link}}

You can change or turn off this digest under Settings › Notifications.')
ON CONFLICT ("key") DO NOTHING;
