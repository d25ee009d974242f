import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, listOf } from '@/lib/bff/parser';
import type { PickedRecord } from './record-picker';

interface ContactMatch {
  contactId: number;
  name: string;
  email: string | null;
  organisation: string | null;
}

const optionalText = (value: unknown) => value === null || value === undefined || typeof value === 'string';

const contactMatches = listOf(
  (value): value is ContactMatch =>
    isRecord(value) &&
    Number.isInteger(value.contactId) &&
    typeof value.name === 'string' &&
    optionalText(value.email) &&
    optionalText(value.organisation),
);

export const CONTACT_SEARCH_PLACEHOLDER = 'Name, email or organisation';

/** Contacts found by name, email or organisation through the contacts list, for a picker's search. */
export async function findContacts(term: string, signal: AbortSignal): Promise<PickedRecord[]> {
  const query = new URLSearchParams({ q: term, pageSize: '8' });
  const answer = await fetchJson(`/api/contacts?${query}`, contactMatches, { signal });
  return answer.data.map((contact) => ({
    id: contact.contactId,
    name: contact.name,
    detail: contact.email ?? contact.organisation ?? `Contact ${contact.contactId}`,
  }));
}
