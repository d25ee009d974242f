import type { RoyaltyStatement, RoyaltyStatementMail } from '@/lib/contract/royalty-runs';
import { formatMoney } from '@/lib/format';
import { sendEmail } from '../mail/templates';
import type { UpstreamDeps } from '../platform/deps';
import { HttpError } from '../platform/http-error';
import { FIRM, periodText } from '@/lib/royalties/statement-layout';
import { statementFileName, statementPdf } from './statement-pdf';

/*
 * Sends a statement to its payee with the PDF attached, through the mailer (so it is recorded in the
 * outbox with its attachment), in the words of the "royalty_statement" email type.
 */

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
  const values = {
    name: statement.payee.name,
    period: periodText(statement),
    amount: formatMoney(statement.payable, statement.currency),
    reference: statement.contract.reference,
    firm: FIRM.name,
  };
  const fileName = statementFileName(statement);
  const outboxId = await sendEmail(deps, 'royalty_statement', values, {
    to,
    toName: statement.payee.name,
    attachments: [{ fileName, mimeType: 'application/pdf', content: await statementPdf(statement) }],
  });
  return { outboxId, to, fileName };
}
