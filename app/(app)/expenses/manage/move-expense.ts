import { fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { ExpenseStatus } from '@/lib/contract/enums';

const movedExpense = okOf(hasId('expenseId'));

/** Sends one move of the approval; the API's refusal is thrown as an `ApiError`. */
export async function moveExpense(
  expenseId: number,
  request: { status: ExpenseStatus; version: number; reason?: string },
): Promise<void> {
  await fetchJson(`/api/expenses/${expenseId}/status`, movedExpense, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
}
