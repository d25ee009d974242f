import { eq, sql } from 'drizzle-orm';
import { invoiceNumber } from '@/lib/finance/document-numbers';
import { formatDay, formatMoney } from '@/lib/format';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { currentUserColumns, toCurrentUser } from '../auth/current-user';
import { userRights, users } from '../db/schema';
import { sendEmail } from '../mail/templates';
import { wantsEmail } from '../mail/wants-email';
import type { UpstreamDeps } from '../platform/deps';
import { markOverdueInvoices, type TurnedOverdue } from './invoice-overdue';

/*
 * Invoice reminders: when invoices pass their due date unpaid, the staff who may open Invoices and
 * keep "Invoice reminders" on get one email naming them. Whatever marks them overdue first (a read of
 * invoices, or the API's minute clock) sends it, so each invoice is named once.
 */

const line = (invoice: TurnedOverdue) =>
  [
    invoice.number && invoice.numberYear
      ? invoiceNumber(invoice.numberYear, invoice.number)
      : `Invoice ${invoice.id}`,
    invoice.customerName,
    formatMoney(invoice.owed, invoice.currency),
    `due ${formatDay(invoice.dueDate)}`,
  ].join(' · ');

async function remind(deps: UpstreamDeps, turned: readonly TurnedOverdue[]): Promise<void> {
  const staff = await deps.database.db
    .select({ ...currentUserColumns, settings: users.notificationSettings })
    .from(users)
    // Joined with nothing, so that drizzle names every column with its table: the user columns'
    // correlated subqueries need it.
    .leftJoin(userRights, sql`false`)
    .where(eq(users.active, true));
  const invoices = turned.map(line).join('\n');
  for (const { settings, ...row } of staff) {
    const user = toCurrentUser(row);
    if (!user || !meetsGuard(user, AREA_RIGHTS.invoices.view) || !wantsEmail(settings, 'invoiceReminders'))
      continue;
    try {
      await sendEmail(
        deps,
        'invoice_reminder',
        {
          firstName: user.firstName,
          count: String(turned.length),
          invoices,
          link: `${deps.config.APP_URL}/invoices/manage?status=overdue`,
        },
        { to: user.email, toName: `${user.firstName} ${user.lastName}`, userId: user.userId },
      );
    } catch (error) {
      deps.log.warn({ err: error, userId: user.userId }, 'invoice reminder not queued');
    }
  }
}

/** Marks overdue what has passed its due date, and reminds the staff of those invoices; answers how many turned. */
export async function markOverdueAndRemind(deps: UpstreamDeps): Promise<number> {
  const turned = await markOverdueInvoices(deps.database.db, deps.now());
  if (turned.length > 0) await remind(deps, turned);
  return turned.length;
}
