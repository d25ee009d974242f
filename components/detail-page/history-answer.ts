import { isRecord, listOf } from '@/lib/bff/parser';
import { AUDIT_ACTIONS } from '@/lib/contract/enums';
import type { FieldChange, HistoryEntry } from '@/lib/contract/resource';

/*
 * A page of a record's history as the browser checks it, without the contract's zod schema (which would
 * load zod with every record page). It follows `historyEntrySchema` in lib/contract/resource.ts.
 */

const isWholeOrNull = (value: unknown) => value === null || Number.isInteger(value);
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

const isChange = (value: unknown): value is FieldChange => isRecord(value) && typeof value.field === 'string';

const isEntry = (value: unknown): value is HistoryEntry =>
  isRecord(value) &&
  Number.isInteger(value.historyId) &&
  typeof value.at === 'string' &&
  AUDIT_ACTIONS.some((action) => action === value.action) &&
  isWholeOrNull(value.userId) &&
  isTextOrNull(value.userName) &&
  Array.isArray(value.changes) &&
  value.changes.every(isChange);

export const historyAnswer = listOf(isEntry);
