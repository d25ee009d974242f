import 'server-only';
import {
  contactItemSchema,
  contactList,
  contactOverviewSchema,
  contactSchema,
  type Contact,
  type ContactItem,
  type ContactListQuery,
  type ContactOverview,
} from '@/lib/contract/contacts';
import { listEnvelope, okEnvelope } from '@/lib/contract/envelope';
import type { InitialListPage } from '@/lib/contract/list-query';
import { listKey } from '@/lib/contract/list-query';
import { upstreamCall } from './call';

/** The calls behind the contacts pages, made with the signed-in user's token. */
export interface ContactCall {
  token: string;
  requestId?: string;
}

const listSchema = listEnvelope(contactItemSchema);

export async function listContacts(
  call: ContactCall,
  query: ContactListQuery,
): Promise<InitialListPage<ContactItem>> {
  const answer = await upstreamCall(listSchema, 'contacts', {
    ...call,
    query: contactList.toRecord(query),
    fallbackError: 'Failed to fetch contacts',
  });
  return { key: listKey(contactList, query), items: answer.data, meta: answer.meta };
}

export async function getContact(call: ContactCall, contactId: number): Promise<Contact> {
  const answer = await upstreamCall(okEnvelope(contactSchema), `contacts/${contactId}`, {
    ...call,
    fallbackError: 'Failed to fetch the contact',
  });
  return answer.data;
}

export async function getContactOverview(call: ContactCall): Promise<ContactOverview> {
  const answer = await upstreamCall(okEnvelope(contactOverviewSchema), 'contacts/overview', {
    ...call,
    fallbackError: 'Failed to fetch the contacts overview',
  });
  return answer.data;
}
