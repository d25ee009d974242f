import { and, getTableName, inArray, lt, sql } from 'drizzle-orm';
import type { InvoiceStatus } from '@/lib/contract/enums';
import type { Db } from '../db/client';
import { tableVersion } from '../db/data-version';
import { insertRows } from '../db/bulk-insert';
import { auditLog, invoices } from '../db/schema';
import { currentRequestId } from '../platform/request-id';

/*
 * Overdue is kept current: an issued or partly paid invoice whose due date has passed turns overdue
 * before anything reads or writes invoices (`registerInvoiceRoutes`), by the API's clock, so the list,
 * its Overdue filter, the record and the payments all see it. A payment that settles it makes it paid,
 * a credit note that covers it credited (`statusAfter`). Figures count overdue invoices by their due
 * date themselves, whatever the status says.
 */

/** Owed and not overdue yet: the statuses that turn overdue past the due date. */
const OPEN: InvoiceStatus[] = ['issued', 'partly_paid'];

const dueBefore = (today: string) => and(inArray(invoices.status, OPEN), lt(invoices.dueDate, today));

/** An invoice that has just turned overdue, as its reminder names it. */
export interface TurnedOverdue {
  id: number;
  dueDate: string | null;
  number: number | null;
  numberYear: number | null;
  customerName: string;
  currency: string;
  /** What is still owed, in the currency's minor units. */
  owed: number;
}

/**
 * Per database, the invoices' version and the day at which nothing was found due: until a write to the
 * invoices or the next day, every request would find the same nothing, so it is not looked for again.
 */
const nothingDueAsOf = new WeakMap<Db, string>();

/**
 * Marks overdue every open invoice due before `now`'s day, each moved a version and recorded in the
 * audit log as the system's move (no user). Invoices another request holds are left to the next call.
 */
export async function markOverdueInvoices(db: Db, now: Date): Promise<TurnedOverdue[]> {
  const today = now.toISOString().slice(0, 10);
  // Read before the look, so that a write after it moves the version and the next call looks again.
  const asOf = `${await tableVersion(db, getTableName(invoices))}/${today}`;
  if (nothingDueAsOf.get(db) === asOf) return [];
  // Mostly nothing is due: one look, without a transaction.
  const [any] = await db.select({ id: invoices.id }).from(invoices).where(dueBefore(today)).limit(1);
  if (!any) {
    nothingDueAsOf.set(db, asOf);
    return [];
  }
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: invoices.id,
        status: invoices.status,
        dueDate: invoices.dueDate,
        number: invoices.number,
        numberYear: invoices.numberYear,
        customerName: invoices.customerName,
        currency: invoices.currency,
        owed: sql<number>`(${invoices.totalAmount} - ${invoices.paidAmount} - ${invoices.creditedAmount})::float8`,
      })
      .from(invoices)
      .where(dueBefore(today))
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(invoices)
      .set({ status: 'overdue', version: sql`${invoices.version} + 1`, updatedAt: now })
      .where(
        inArray(
          invoices.id,
          due.map((row) => row.id),
        ),
      );
    const requestId = currentRequestId();
    await insertRows(
      tx,
      auditLog,
      due.map((row) => ({
        requestId,
        at: now,
        userId: null,
        action: 'update',
        entity: 'invoices',
        entityId: String(row.id),
        before: { status: row.status },
        after: { status: 'overdue', dueDate: row.dueDate },
      })),
    );
    return due;
  });
}
