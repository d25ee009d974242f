/*
 * Every message the product sends, as an email type: its key, what it is for, the variables it may use
 * (each declared once, with sample data for the preview) and its first words. Staff reword the subject
 * and body under Marketing › Email Types; the senders render what is stored (the seed and the migration
 * store every type). Plain data, no zod: the pages read it too.
 */

export interface EmailVariable {
  description: string;
  sample: string;
}

export interface EmailTypeDefinition {
  key: string;
  name: string;
  description: string;
  variables: Record<string, EmailVariable>;
  subject: string;
  body: string;
}

const firstName = { description: 'The recipient’s first name', sample: 'Maya' };
const firm = { description: 'The firm’s name', sample: 'Colophon Press' };

export const EMAIL_TYPES = [
  {
    key: 'two_factor_code',
    name: 'Sign-in code',
    description: 'The code of the second sign-in step, for accounts with two-factor sign-in on.',
    variables: {
      firstName,
      code: { description: 'The one-time code', sample: 'K7Q2XMP' },
      minutes: { description: 'Minutes the code stays valid', sample: '10' },
    },
    subject: 'Your Colophon sign-in code',
    body: 'Your sign-in code is {{code}}\n\nIt expires in {{minutes}} minutes. If you did not try to sign in, change your password.',
  },
  {
    key: 'password_reset',
    name: 'Password reset',
    description: 'The link asked for on the Forgot password page.',
    variables: {
      firstName,
      link: {
        description: 'The one-time link to choose a new password',
        sample: 'https://colophon.example/reset-password?token=rst_sample',
      },
    },
    subject: 'Reset your Colophon password',
    body: 'To choose a new password, open this link within an hour:\n\n{{link}}\n\nIf you did not ask for this, you can ignore this message.',
  },
  {
    key: 'account_invitation',
    name: 'Account invitation',
    description: 'A new account’s link to choose its password, sent when a Super User invites someone.',
    variables: {
      firstName,
      link: {
        description: 'The link to choose a password, valid seven days',
        sample: 'https://colophon.example/reset-password?token=inv_sample&invitation=1',
      },
    },
    subject: 'Your Colophon account',
    body: "Hello {{firstName}},\n\nAn account has been made for you in Colophon, the publisher's back office.\nTo choose your password and sign in, open this link within seven days:\n\n{{link}}\n\nIf you did not expect this, you can ignore this message.",
  },
  {
    key: 'forced_password_reset',
    name: 'Password reset by an administrator',
    description: 'Sent when a Super User resets someone’s password and signs them out.',
    variables: {
      firstName,
      link: {
        description: 'The link to choose a new password, valid 24 hours',
        sample: 'https://colophon.example/reset-password?token=rst_sample',
      },
    },
    subject: 'Choose a new Colophon password',
    body: 'Hello {{firstName}},\n\nAn administrator has reset your Colophon password and signed you out.\nTo choose a new password, open this link within 24 hours:\n\n{{link}}\n',
  },
  {
    key: 'email_change',
    name: 'Confirm a new email address',
    description: 'Sent to the new address when someone changes the email of their account.',
    variables: {
      firstName,
      newEmail: { description: 'The address to confirm', sample: 'maya.new@colophon.example' },
      currentEmail: {
        description: 'The address the account keeps until then',
        sample: 'maya@colophon.example',
      },
      userName: { description: 'The account’s user name', sample: 'maya' },
      link: {
        description: 'The confirmation link, valid 24 hours',
        sample: 'https://colophon.example/settings/confirm-email?token=sample',
      },
    },
    subject: 'Confirm your new Colophon email address',
    body: 'Hello {{firstName}},\n\nTo make {{newEmail}} the email address of your Colophon account, open this link within 24 hours, signed in as {{userName}}:\n\n{{link}}\n\nUntil then your account keeps {{currentEmail}}. If you did not ask for this, ignore this message.',
  },
  {
    key: 'security_notice',
    name: 'Security notice',
    description:
      'Tells someone their password, email address or two-factor sign-in changed (unless they turned these off).',
    variables: {
      firstName,
      event: { description: 'What changed, as a short line', sample: 'Your Colophon password was changed' },
      details: {
        description: 'What it means',
        sample:
          'The password of your Colophon account was just changed, and your other sessions were signed out.',
      },
    },
    subject: '{{event}}',
    body: 'Hello {{firstName}},\n\n{{details}}\n\nIf this was not you, change your password at once and tell the office.',
  },
  {
    key: 'access_request_received',
    name: 'Access request received',
    description: 'Tells each Super User that someone asked for an account on the Sign up page.',
    variables: {
      firstName,
      requesterName: { description: 'Who asks', sample: 'Ada Quill' },
      requesterEmail: { description: 'Their address', sample: 'ada.quill@example.com' },
      reason: {
        description: 'Why they need access, in their words',
        sample: 'I join the rights team on Monday.',
      },
      accountNote: {
        description: 'A note when the address already has an account, otherwise empty',
        sample: '',
      },
      reviewLink: { description: 'Where requests are reviewed', sample: 'https://colophon.example/users' },
    },
    subject: 'Access request from {{requesterName}}',
    body: '{{requesterName}} <{{requesterEmail}}> asks for access to Colophon.\n\nWhy they need access:\n{{reason}}\n{{accountNote}}\nPending requests are reviewed under Administration › Users: {{reviewLink}}\n',
  },
  {
    key: 'access_request_declined',
    name: 'Access request declined',
    description: 'Tells someone who asked for an account that it was not approved.',
    variables: { firstName },
    subject: 'Your request for a Colophon account',
    body: 'Hello {{firstName}},\n\nThank you for your request. It has not been approved: Colophon accounts are for the staff of the firm. If you think this is a mistake, please ask your contact at the firm.\n',
  },
  {
    key: 'invoice',
    name: 'Invoice',
    description: 'An issued invoice sent to the customer, with its PDF attached.',
    variables: {
      customerName: { description: 'The customer as billed', sample: 'Northern Books Ltd' },
      number: { description: 'The invoice’s number', sample: '2026-000042' },
      total: { description: 'The total with its currency', sample: '€1,234.50' },
      dueDate: { description: 'The day it is due', sample: '27 Dec 2026' },
      link: {
        description: 'The signed link that opens the printable invoice without signing in',
        sample: 'https://colophon.example/invoices/print/42?expires=1798329600&signature=sample',
      },
      linkExpires: { description: 'The last day the link opens the invoice', sample: '26 Jan 2027' },
      firm,
    },
    subject: 'Invoice {{number}} from {{firm}}',
    body: 'Dear {{customerName}},\n\nOur invoice {{number}} of {{total}} is attached, due {{dueDate}}.\n\nYou can also view, print and download it at this link until {{linkExpires}}:\n{{link}}\n\n{{firm}}',
  },
  {
    key: 'royalty_statement',
    name: 'Royalty statement',
    description: 'A royalty statement sent to its payee, with its PDF attached.',
    variables: {
      name: { description: 'The payee', sample: 'Maya Lindqvist' },
      period: { description: 'The period it covers', sample: '1 Jan 2026 – 30 Jun 2026' },
      amount: { description: 'The amount payable with its currency', sample: '£2,310.00' },
      reference: { description: 'The contract’s reference', sample: 'CTR-2024-0117' },
      firm,
    },
    subject: 'Your royalty statement for {{period}}',
    body: 'Dear {{name}},\n\nYour statement for {{period}} is attached. Amount payable: {{amount}}.\n\n{{firm}}',
  },
  {
    key: 'newsletter',
    name: 'Newsletter',
    description:
      'The frame of every newsletter: its subject and content, the publications it presents with their cleared praises, and the unsubscribe link.',
    variables: {
      firstName,
      subject: { description: 'The newsletter’s subject', sample: 'Colophon news, December 2026' },
      content: {
        description: 'The newsletter’s text, then its publications with their praises',
        sample:
          'Our winter list is out.\n\nThe Salt Road (hardback, ISBN 978-1-7384-0001-2)\n  “A marvel.” — The Reader',
      },
      unsubscribeLink: {
        description: 'The one-click link to receive no more newsletters',
        sample: 'https://colophon.example/unsubscribe?token=sample',
      },
      firm,
    },
    subject: '{{subject}}',
    body: 'Dear {{firstName}},\n\n{{content}}\n\n--\nYou receive this because you agreed to hear from {{firm}}.\nTo receive no more newsletters, open: {{unsubscribeLink}}',
  },
  {
    key: 'comment_mention',
    name: 'Mentioned in a comment',
    description:
      'Tells someone a colleague mentioned them in a comment on a record (unless they turned mentions off).',
    variables: {
      firstName,
      authorName: { description: 'Who wrote the comment', sample: 'Julian Thorne' },
      recordName: { description: 'The record it is on, with its kind', sample: 'Contract CTR-2024-0117' },
      comment: {
        description: 'The comment’s text',
        sample: '@maya could you check the advance before we send this?',
      },
      link: {
        description: 'The record’s page',
        sample: 'https://colophon.example/contracts/manage/117',
      },
    },
    subject: '{{authorName}} mentioned you on {{recordName}}',
    body: 'Hello {{firstName}},\n\n{{authorName}} mentioned you in a comment on {{recordName}}:\n\n{{comment}}\n\nOpen the record to answer: {{link}}\n\nYou can turn these emails off under Settings › Notifications.',
  },
  {
    key: 'commissioning_update',
    name: 'Commissioning moved',
    description:
      'Tells a commissioning’s editor that a colleague moved it along the pipeline (unless they turned commissioning updates off).',
    variables: {
      firstName,
      commissioningTitle: { description: 'The commissioning’s title', sample: 'The Salt Road' },
      fromStatus: { description: 'Where it was', sample: 'Under review' },
      toStatus: { description: 'Where it is now', sample: 'Approved' },
      changedBy: { description: 'Who moved it', sample: 'Julian Thorne' },
      link: {
        description: 'The commissioning’s page',
        sample: 'https://colophon.example/commissionings/manage/42',
      },
    },
    subject: '{{commissioningTitle}}: {{toStatus}}',
    body: 'Hello {{firstName}},\n\n{{changedBy}} moved your commissioning {{commissioningTitle}} from {{fromStatus}} to {{toStatus}}.\n\nOpen it: {{link}}\n\nYou can turn these emails off under Settings › Notifications.',
  },
  {
    key: 'invoice_reminder',
    name: 'Invoices overdue',
    description:
      'Tells the staff who handle invoices which invoices have just passed their due date unpaid (unless they turned invoice reminders off).',
    variables: {
      firstName,
      count: { description: 'How many invoices turned overdue', sample: '2' },
      invoices: {
        description: 'One line per invoice: number, customer, amount owed and due date',
        sample:
          '2026-000042 · Marlowe Books · £1,234.00 · due 1 Nov 2026\n2026-000051 · Buchhandlung Lindenhof · €310.50 · due 2 Nov 2026',
      },
      link: {
        description: 'The overdue invoices in the list',
        sample: 'https://colophon.example/invoices/manage?status=overdue',
      },
    },
    subject: 'Invoices overdue: {{count}}',
    body: 'Hello {{firstName}},\n\nThese invoices have passed their due date unpaid:\n\n{{invoices}}\n\nSee them all: {{link}}\n\nYou can turn these emails off under Settings › Notifications.',
  },
  {
    key: 'activity_digest',
    name: 'Activity digest',
    description:
      'Once a day or once a week, as each person chose under Settings › Notifications: their tasks overdue or due soon, tasks given to them, unread mentions and their commissionings’ moves. Nothing waiting sends nothing.',
    variables: {
      firstName,
      period: {
        description: '“today” for a daily digest, “this week” for a weekly one',
        sample: 'this week',
      },
      sections: {
        description: 'What waits for them, a heading and a list for each kind',
        sample:
          'Your tasks overdue or due within a week:\n- Countersign the author agreement (overdue, due 24 Nov 2026)\n\nMentions you have not read:\n- Julian Thorne: “@maya could you check the advance?”',
      },
      link: { description: 'The back office’s address', sample: 'https://colophon.example' },
    },
    subject: 'Your Colophon digest: what waits for you {{period}}',
    body: 'Hello {{firstName}},\n\nHere is what waits for you {{period}}.\n\n{{sections}}\n\nOpen Colophon: {{link}}\n\nYou can change or turn off this digest under Settings › Notifications.',
  },
] as const satisfies readonly EmailTypeDefinition[];

export type EmailTypeKey = (typeof EMAIL_TYPES)[number]['key'];
export type EmailValues<K extends EmailTypeKey> = Record<
  keyof Extract<(typeof EMAIL_TYPES)[number], { key: K }>['variables'],
  string
>;

export const EMAIL_TYPE_KEYS = EMAIL_TYPES.map((type) => type.key);

export function emailTypeDefinition(key: string): EmailTypeDefinition | undefined {
  return EMAIL_TYPES.find((type) => type.key === key);
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names a template uses, each once, in order of appearance. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/** The names a template uses that its type does not declare. */
export function unknownPlaceholders(template: string, variables: Record<string, unknown>): string[] {
  return placeholdersOf(template).filter((name) => !Object.hasOwn(variables, name));
}

/** The template with each `{{name}}` replaced by its value. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  );
}

/** The sample values of a type, for its preview. */
export function sampleValues(definition: EmailTypeDefinition): Record<string, string> {
  return Object.fromEntries(Object.entries(definition.variables).map(([name, { sample }]) => [name, sample]));
}
