import type { Metadata } from 'next';

import { areaRecordPage } from '@/components/area/area-record-page';
import { convertedFacts } from '@/components/detail-page/converted-amount';
import { expenseArea } from '@/lib/areas/expenses';
import type { Row } from '@/lib/area/view';
import type { RateUsed } from '@/lib/contract/exchange-rates';
import type { ExpenseStatus } from '@/lib/contract/enums';
import { formatDayAndTime } from '@/lib/format';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { ExpenseForm } from '../form';
import { ExpenseStatusActions } from '../status-actions';

export const metadata: Metadata = { title: 'Expense' };

/** The amount, and in another currency its value in euros with the rate it was converted at. */
const amountFacts = (expense: Row) =>
  convertedFacts({
    amount: Number(expense.amount),
    currency: String(expense.currency),
    inEuros: expense.amountInEuros === null ? null : Number(expense.amountInEuros),
    rate: expense.rateUsed as RateUsed | null,
    day: String(expense.expenseDate),
  });

function decisionFacts(expense: Row) {
  const submitted = expense.submittedBy ? [`Submitted by ${String(expense.submittedBy)}`] : [];
  if (!expense.decidedAt) return submitted;
  const verb = expense.status === 'rejected' ? 'Rejected' : 'Approved';
  const by = expense.decidedBy ? ` by ${String(expense.decidedBy)}` : '';
  const reason = expense.rejectionReason ? `: ${String(expense.rejectionReason)}` : '';
  return [...submitted, `${verb}${by} on ${formatDayAndTime(String(expense.decidedAt))}${reason}`];
}

export default areaRecordPage(expenseArea, {
  Form: ExpenseForm,
  statusField: 'status',
  newNote: 'It is submitted for approval when saved; only approved expenses count in reports.',
  facts: (expense) => [...amountFacts(expense), ...decisionFacts(expense)],
  actions: (expense, user) =>
    meetsGuard(user, expenseArea.rights.update) ? (
      <ExpenseStatusActions
        expenseId={Number(expense.expenseId)}
        status={expense.status as ExpenseStatus}
        version={Number(expense.version)}
        canDecide={meetsGuard(user, AREA_RIGHTS.expenses.decide)}
      />
    ) : null,
});
