-- The emails of the notification settings "Commissioning updates" and "Invoice reminders".
INSERT INTO "email_types" ("key", "name", "description", "subject", "body_text") VALUES
  ('commissioning_update', 'Commissioning moved', 'Tells a commissioning’s editor that a colleague moved it along the pipeline (unless they turned commissioning updates off).', '{{commissioningTitle}}: {{toStatus}}', 'Hello {{firstName}},

{{changedBy}} moved your commissioning {{commissioningTitle}} from {{fromStatus}} to {{toStatus}}.

Open it: {{link}}

You can turn these emails off under Settings › Notifications.'),
  ('invoice_reminder', 'Invoices overdue', 'Tells the staff who handle invoices which invoices have just passed their due date unpaid (unless they turned invoice reminders off).', 'Invoices overdue: {{count}}', 'Hello {{firstName}},

These invoices have passed their due date unpaid:

{{invoices}}

See them all: {{link}}

You can turn these emails off under Settings › Notifications.')
ON CONFLICT ("key") DO NOTHING;
