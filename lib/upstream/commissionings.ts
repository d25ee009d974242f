import 'server-only';
import {
  commissioningEditorSchema,
  commissioningItemSchema,
  commissioningList,
  commissioningSchema,
  type Commissioning,
  type CommissioningEditor,
  type CommissioningItem,
  type CommissioningListQuery,
} from '@/lib/contract/commissionings';
import { listEnvelope, okEnvelope } from '@/lib/contract/envelope';
import { listKey, type InitialListPage } from '@/lib/contract/list-query';
import { upstreamCall } from './call';

/** The calls behind the commissioning pages, made with the signed-in user's token. */
export interface CommissioningCall {
  token: string;
  requestId?: string;
}

const listSchema = listEnvelope(commissioningItemSchema);

export async function listCommissionings(
  call: CommissioningCall,
  query: CommissioningListQuery,
): Promise<InitialListPage<CommissioningItem>> {
  const answer = await upstreamCall(listSchema, 'commissionings', {
    ...call,
    query: commissioningList.toRecord(query),
    fallbackError: 'Failed to fetch commissionings',
  });
  return { key: listKey(commissioningList, query), items: answer.data, meta: answer.meta };
}

export async function getCommissioning(
  call: CommissioningCall,
  commissioningId: number,
): Promise<Commissioning> {
  const answer = await upstreamCall(okEnvelope(commissioningSchema), `commissionings/${commissioningId}`, {
    ...call,
    fallbackError: 'Failed to fetch the commissioning',
  });
  return answer.data;
}

export async function listCommissioningEditors(call: CommissioningCall): Promise<CommissioningEditor[]> {
  const answer = await upstreamCall(okEnvelope(commissioningEditorSchema.array()), 'commissionings/editors', {
    ...call,
    fallbackError: 'Failed to fetch the editors',
  });
  return answer.data;
}
