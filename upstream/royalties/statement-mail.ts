import { and, eq } from 'drizzle-orm';
import type { RoyaltyStatement, RoyaltyStatementMail } from '@/lib/contract/royalty-runs';
import { formatMoney } from '@/lib/format';
import { emailTypes } from '../db/schema';
import type { UpstreamDeps } from '../platform/deps';
import { HttpError } from '../platform/http-error';
import { FIRM, periodText } from '@/lib/royalties/statement-layout';
import { statementFileName, statementPdf } from './statement-pdf';

/*
 * Sends a statement to its payee with the PDF attached, through the mailer (so it is recorded in the
 * outbox with its attachment). The words come from the "royalty_statement" email type while it is
 * active, so staff can reword them; these are the words when it is not.
 */

const TEMPLATE_KEY = 'royalty_statement';
const DEFAULT_SUBJECT = 'Your royalty statement for {{period}}';
const DEFAULT_BODY = `Dear {{name}},\n\nYour statement for {{period}} is attached. Amount payable: {{amount}}.\n\n${FIRM.name}`;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

export async function mailStatement(
  deps: UpstreamDeps,
  statement: RoyaltyStatement,
): Promise<RoyaltyStatementMail> {
  const to = statement.payee.email?.trim();
  if (!to)
    throw new HttpError(
      422,
      `${statement.payee.name} has no email address: add one to the contact, or download the PDF and send it by post`,
      [{ path: 'payee.email', message: 'No email address' }],
    );
  const [template] = await deps.database.db
    .select({ id: emailTypes.id, subject: emailTypes.subject, body: emailTypes.bodyText })
    .from(emailTypes)
    .where(and(eq(emailTypes.key, TEMPLATE_KEY), eq(emailTypes.active, true)));
  const values = {
    name: statement.payee.name,
    period: periodText(statement),
    amount: formatMoney(statement.payable, statement.currency),
    reference: statement.contract.reference,
  };
  const fileName = statementFileName(statement);
  const outboxId = await deps.mailer.send({
    to,
    toName: statement.payee.name,
    subject: fill(template?.subject ?? DEFAULT_SUBJECT, values),
    text: fill(template?.body ?? DEFAULT_BODY, values),
    ...(template ? { emailTypeId: template.id } : {}),
    attachments: [{ fileName, mimeType: 'application/pdf', content: await statementPdf(statement) }],
  });
  return { outboxId, to, fileName };
}
