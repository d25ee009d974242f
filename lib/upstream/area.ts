import 'server-only';
import type { z } from 'zod';
import type { AnyArea } from '@/lib/area/define-area';
import { listEnvelope, okEnvelope } from '@/lib/contract/envelope';
import type { ListPage, ListQuery } from '@/lib/contract/list-query';
import { upstreamCall } from './call';

/** Who calls: the signed-in user's token and the request's id (see `lib/pages/context`). */
export interface UpstreamCaller {
  token: string;
  requestId?: string;
}

/** The first page of an area's list as the server renders it. */
export async function listAreaPage<A extends AnyArea>(
  caller: UpstreamCaller,
  area: A,
  query: ListQuery,
): Promise<ListPage<A['itemSchema']['_output']>> {
  const answer = await upstreamCall(listEnvelope(area.itemSchema), area.path, {
    ...caller,
    query: area.listDefinition.toRecord(query),
    fallbackError: `Failed to fetch ${area.noun.many}`,
  });
  return { items: answer.data, meta: answer.meta };
}

export async function getAreaRecord<A extends AnyArea>(
  caller: UpstreamCaller,
  area: A,
  id: number,
): Promise<A['detailSchema']['_output']> {
  const answer = await upstreamCall(okEnvelope(area.detailSchema), `${area.path}/${id}`, {
    ...caller,
    fallbackError: `Failed to fetch the ${area.noun.one}`,
  });
  return answer.data;
}

/**
 * One of the fixed sub-paths an area reads (`commissionings/editors`), answered in an `ok` envelope.
 * `schema` is a module's constant: its envelope is built and compiled once per schema.
 */
export async function readAreaPath<T>(
  caller: UpstreamCaller,
  area: AnyArea,
  path: string,
  schema: z.ZodType<T>,
): Promise<T> {
  const answer = await upstreamCall(okEnvelope(schema), `${area.path}/${path}`, {
    ...caller,
    fallbackError: `Failed to fetch the ${area.noun.many}' ${path}`,
  });
  return answer.data;
}
