import { z } from '@hono/zod-openapi';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import { EDITABLE_EXPENSE_STATUSES } from '@/lib/areas/expense-workflow';
import { expenseArea, expenseLinkQuery, expenseLinkSchema } from '@/lib/areas/expenses';
import { okEnvelope, type FieldIssue } from '@/lib/contract/envelope';
import { qualified } from '../db/bulk-insert';
import type { Tx } from '../db/client';
import { contacts, contracts, currencies, expenses, publications } from '../db/schema';
import { euroRateUsedOn, inEurosOn } from '../currencies/rate-on';
import type { UpstreamApp } from '../platform/app-type';
import { guardedRoute } from '../platform/guarded-route';
import { HttpError } from '../platform/http-error';
import { isoTimestamp as iso } from '../db/iso-timestamp';
import { userName } from '../royalties/run-read';
import {
  containsPattern,
  mountRoute,
  readQuery,
  registerArea,
  unprocessable,
  type AreaDomain,
  type AreaHandle,
} from '../resources';
import { checkReceipt, receiptColumn } from './expense-receipt';
import { registerExpenseStatusRoute } from './expense-status';
import { registerExpenseSummaryRoute } from './expense-summary';

/*
 * Expenses' rules: the currency is one the firm keeps, the linked contact, publication and contract
 * exist, and once approved an expense is what was agreed: it is neither edited nor deleted.
 */

const contactName = sql<string | null>`(select concat_ws(' ', c.first_name, c.last_name) from ${contacts} c
  where c.id = ${qualified(expenses.supplierContactId)})`;
const publicationTitle = sql<string | null>`(select p.title from ${publications} p
  where p.id = ${qualified(expenses.publicationId)})`;
const contractReference = sql<string | null>`(select k.reference from ${contracts} k
  where k.id = ${qualified(expenses.contractId)})`;
const [amount, currency, day] = [
  sql`${qualified(expenses.amount)}`,
  sql`${qualified(expenses.currency)}`,
  sql`${qualified(expenses.expenseDate)}`,
];

type Linked = {
  currency: string;
  supplierContactId: number | null;
  publicationId: number | null;
  contractId: number | null;
};

/** Each linked record exists: one query per kind named, only when it is named. */
async function check(tx: Tx, values: Linked, status?: string) {
  if (status !== undefined && !(EDITABLE_EXPENSE_STATUSES as readonly string[]).includes(status))
    throw new HttpError(422, `An expense once ${status} is what was agreed: it can no longer be changed`);
  const issues: FieldIssue[] = [];
  const exists = async (path: string, found: Promise<unknown[]>, message: string) => {
    if ((await found).length === 0) issues.push({ path, message });
  };
  await exists(
    'currency',
    tx.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, values.currency)),
    `The firm keeps no currency ${values.currency}`,
  );
  if (values.supplierContactId !== null)
    await exists(
      'supplierContactId',
      tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, values.supplierContactId)),
      `There is no contact ${values.supplierContactId}`,
    );
  if (values.publicationId !== null)
    await exists(
      'publicationId',
      tx.select({ id: publications.id }).from(publications).where(eq(publications.id, values.publicationId)),
      `There is no publication ${values.publicationId}`,
    );
  if (values.contractId !== null)
    await exists(
      'contractId',
      tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, values.contractId)),
      `There is no contract ${values.contractId}`,
    );
  if (issues.length > 0) throw unprocessable(issues);
}

const LOOKUP_LIMIT = 10;

const linksRoute = guardedRoute(expenseArea.rights.update, {
  method: 'get',
  path: '/expenses/links',
  tags: ['expenses'],
  summary: 'Contacts, publications or contracts an expense can name, found by name, title, ISBN or reference',
  request: { query: expenseLinkQuery },
  responses: {
    200: {
      description: 'At most ten, by name',
      content: {
        'application/json': {
          schema: okEnvelope(z.array(expenseLinkSchema).meta({ id: 'ExpenseLinks' })),
        },
      },
    },
  },
});

async function findLinks(tx: Tx, kind: z.infer<typeof expenseLinkQuery>['kind'], q: string) {
  const pattern = containsPattern(q);
  if (kind === 'contact') {
    const name = sql<string>`concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})`;
    return tx
      .select({
        id: contacts.id,
        name,
        detail: sql<string>`coalesce(${contacts.organisation}, ${contacts.email}, '')`,
      })
      .from(contacts)
      .where(or(ilike(name, pattern), ilike(contacts.organisation, pattern), ilike(contacts.email, pattern)))
      .orderBy(asc(contacts.lastName), asc(contacts.id))
      .limit(LOOKUP_LIMIT);
  }
  if (kind === 'publication')
    return tx
      .select({
        id: publications.id,
        name: publications.title,
        detail: sql<string>`${publications.format} || ' · ' || ${publications.isbn}`,
      })
      .from(publications)
      .where(or(ilike(publications.title, pattern), ilike(publications.isbn, pattern)))
      .orderBy(asc(publications.title), asc(publications.id))
      .limit(LOOKUP_LIMIT);
  return tx
    .select({
      id: contracts.id,
      name: contracts.reference,
      detail: sql<string>`${contracts.type} || ', ' || ${contracts.status}`,
    })
    .from(contracts)
    .where(ilike(contracts.reference, pattern))
    .orderBy(asc(contracts.reference), asc(contracts.id))
    .limit(LOOKUP_LIMIT);
}

const domain: AreaDomain<typeof expenseArea> = {
  table: expenses,
  columns: {
    vatAmount: sql<number | null>`nullif(${expenses.vatAmount}, 0)::float8`,
    supplierContactName: contactName,
    publicationTitle,
    contractReference,
    receipt: receiptColumn,
    amountInEuros: inEurosOn(amount, currency, day),
    rateUsed: euroRateUsedOn(currency, day),
    submittedBy: userName(expenses.submittedById),
    decidedBy: sql<
      string | null
    >`coalesce(${userName(expenses.approvedById)}, ${userName(expenses.rejectedById)})`,
    decidedAt: iso(expenses.decidedAt),
  },
  async check(context, values, before) {
    await check(context.tx, values, before?.status);
    await checkReceipt(context, values.receiptFileId, before?.receiptFileId ?? null);
  },
  row: (values, columns) => ({ ...columns, vatAmount: values.vatAmount ?? 0 }),
  async afterCreate({ tx, user }, id) {
    await tx.update(expenses).set({ submittedById: user.userId }).where(eq(expenses.id, id));
  },
  async remove({ tx }, id) {
    const [row] = await tx.select({ status: expenses.status }).from(expenses).where(eq(expenses.id, id));
    if (row && !(EDITABLE_EXPENSE_STATUSES as readonly string[]).includes(row.status))
      throw new HttpError(422, `An expense once ${row.status} is kept: it can no longer be deleted`);
    await tx.delete(expenses).where(eq(expenses.id, id));
  },
  extend(app) {
    registerExpenseSummaryRoute(app);
    mountRoute(app, linksRoute, async (c) => {
      const { kind, q } = readQuery(c, expenseLinkQuery);
      return c.json({ success: true, data: await findLinks(c.var.deps.database.db, kind, q) }, 200);
    });
  },
};

export function registerExpenseRoutes(app: UpstreamApp): void {
  const resource: AreaHandle<typeof expenseArea> = registerArea(app, expenseArea, domain);
  registerExpenseStatusRoute(app, resource);
}
