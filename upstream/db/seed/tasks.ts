import type { TaskPriority, TaskRecordKind, TaskStatus } from '@/lib/contract/enums';
import type { commissionings, contracts, expenses, newsletters, publications, tasks } from '../schema';
import type { ContactPools } from './contacts';
import type { SeedContext } from './context';
import { addDays, at } from './dates';
import type { RowOf } from './insert';
import type { StaffResult } from './staff';

interface Records {
  contracts: readonly RowOf<typeof contracts>[];
  publications: readonly RowOf<typeof publications>[];
  commissionings: readonly RowOf<typeof commissionings>[];
  expenses: readonly RowOf<typeof expenses>[];
  newsletters: readonly RowOf<typeof newsletters>[];
  people: ContactPools;
}

interface Plan {
  title: string;
  to: string;
  from: string;
  /** Due so many days from today (negative: overdue), or none. */
  due: number | null;
  status: TaskStatus;
  priority: TaskPriority;
  about?: { kind: TaskRecordKind; id: number | undefined };
  notes?: string;
}

/**
 * A dozen tasks across the staff and the records they work on: contracts to countersign, titles to fix
 * before they can be exported, a manuscript to chase, a newsletter to write, an expense to approve; some
 * overdue, some done. Drawn from the records
 * without randomness, so that the rest of the demo stays as it is.
 */
export function generateTasks(
  context: SeedContext,
  staff: StaffResult,
  records: Records,
): RowOf<typeof tasks>[] {
  const sent = records.contracts.filter((row) => row.status === 'sent');
  const signed = records.contracts.filter((row) => row.status === 'signed');
  const inProduction = records.publications.filter((row) => row.status === 'in_production');
  const published = records.publications.filter((row) => row.status === 'published');
  const contract = (rows: typeof sent, index: number) => ({ kind: 'contract' as const, id: rows[index]?.id });
  const publication = (rows: typeof inProduction, index: number) => ({
    kind: 'publication' as const,
    id: rows[index]?.id,
  });
  const commissioning = (index: number) => ({
    kind: 'commissioning' as const,
    id: records.commissionings[index]?.id,
  });
  const author = { kind: 'contact' as const, id: records.people.authors[0] };
  const draftNewsletter = records.newsletters.find((row) => row.status === 'draft');
  const submittedExpense = records.expenses.find((row) => row.status === 'submitted');

  const plans: Plan[] = [
    {
      title: 'Countersign the author agreement',
      to: 'admin',
      from: 'editor',
      due: 2,
      status: 'open',
      priority: 'high',
      about: contract(sent, 0),
      notes:
        'The author has signed and returned it; it needs the publisher’s signature before the advance is paid.',
    },
    {
      title: 'Check the royalty split before the run',
      to: 'admin',
      from: 'finance',
      due: 9,
      status: 'in_progress',
      priority: 'normal',
      about: contract(signed, 0),
    },
    {
      title: 'Add the Thema main subject so the title can be exported',
      to: 'editor',
      from: 'admin',
      due: -3,
      status: 'open',
      priority: 'urgent',
      about: publication(inProduction, 0),
      notes: 'Held back at pre-flight: the distributors’ feed needs a main subject.',
    },
    {
      title: 'Write the description for the catalogue feed',
      to: 'cassistant',
      from: 'editor',
      due: 5,
      status: 'open',
      priority: 'high',
      about: publication(inProduction, 1),
    },
    {
      title: 'Chase the delivery of the manuscript',
      to: 'editor',
      from: 'editor',
      due: -1,
      status: 'in_progress',
      priority: 'normal',
      about: commissioning(0),
    },
    {
      title: 'Send the countersigned contract to the agent',
      to: 'cassistant',
      from: 'admin',
      due: 12,
      status: 'open',
      priority: 'low',
      about: contract(sent, 1),
    },
    {
      title: 'Reconcile the distributor’s returns for last month',
      to: 'fassistant',
      from: 'finance',
      due: 4,
      status: 'open',
      priority: 'normal',
    },
    {
      title: 'Confirm the author’s postal address for statements',
      to: 'fassistant',
      from: 'finance',
      due: null,
      status: 'open',
      priority: 'low',
      about: author,
    },
    {
      title: 'Upload the final cover for the spring title',
      to: 'designer',
      from: 'content',
      due: 7,
      status: 'open',
      priority: 'normal',
      about: publication(inProduction, 2),
    },
    {
      title: 'Draft the newsletter feature on the new season',
      to: 'marketing',
      from: 'marketing',
      due: 14,
      status: 'open',
      priority: 'normal',
      about: { kind: 'newsletter', id: draftNewsletter?.id },
    },
    {
      title: 'Fix the price of the paperback for the US feed',
      to: 'content',
      from: 'admin',
      due: -10,
      status: 'done',
      priority: 'high',
      about: publication(published, 1),
    },
    {
      title: 'Set up the translator’s contract',
      to: 'editor',
      from: 'admin',
      due: -20,
      status: 'cancelled',
      priority: 'normal',
      about: commissioning(1),
      notes: 'The translation was postponed to next year.',
    },
    {
      title: 'Approve the expense or ask for its receipt',
      to: 'finance',
      from: 'fassistant',
      due: 3,
      status: 'open',
      priority: 'normal',
      about: { kind: 'expense', id: submittedExpense?.id },
    },
  ];

  return plans.flatMap((plan, index) => {
    const assigneeId = staff.ids.get(plan.to);
    if (assigneeId === undefined) return [];
    const about = plan.about?.id === undefined ? undefined : plan.about;
    const createdAt = at(addDays(context.today, -14 + index), 9 * 60 + index * 7);
    const closed = plan.status === 'done' || plan.status === 'cancelled';
    return [
      {
        id: index + 1,
        title: plan.title,
        notes: plan.notes ?? null,
        assigneeId,
        createdById: staff.ids.get(plan.from) ?? null,
        dueDate: plan.due === null ? null : addDays(context.today, plan.due),
        status: plan.status,
        priority: plan.priority,
        recordKind: about?.kind ?? null,
        recordId: about?.id ?? null,
        closedAt: closed ? at(addDays(context.today, -2), 16 * 60) : null,
        createdAt,
        updatedAt: closed ? at(addDays(context.today, -2), 16 * 60) : createdAt,
        version: closed ? 2 : 1,
      },
    ];
  });
}
