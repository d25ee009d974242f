import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import { getCurrentUser, guardPage, requestId, verifySession } from '@/lib/auth/dal';
import type { CurrentUser } from '@/lib/contract/auth';
import { meetsGuard, type Guard } from '@/lib/rights';
import type { UpstreamCaller } from '@/lib/upstream/area';
import { UpstreamError } from '@/lib/upstream/errors';

/** The signed-in user's token and this request's id, for calls to the publishing API. */
export const upstreamCaller = cache(async (): Promise<UpstreamCaller> => {
  const { upstreamToken } = await verifySession();
  return { token: upstreamToken, requestId: await requestId() };
});

/** A page's start: its guard (403 when the user's rights do not reach it), the user and the caller. */
export async function openPage(path: string): Promise<{ user: CurrentUser; caller: UpstreamCaller }> {
  const user = await guardPage(path);
  return { user, caller: await upstreamCaller() };
}

/** The signed-in user without a page guard: for pages open to every member of staff. */
export async function openSignedInPage(): Promise<{ user: CurrentUser; caller: UpstreamCaller }> {
  return { user: await getCurrentUser(), caller: await upstreamCaller() };
}

const MAX_ID = 2_147_483_647;

const panelRecordId = z.number().int().min(1).max(MAX_ID);

/**
 * A part of a record's page drawn on its own, when the browser asks for it (a tab's content): its
 * record id checked, and the user held to the page's guard, as the page itself would be.
 */
export async function openPanel(
  guard: Guard,
  id: unknown,
): Promise<{ user: CurrentUser; caller: UpstreamCaller; id: number }> {
  const recordIdOf = panelRecordId.safeParse(id);
  if (!recordIdOf.success) throw new Error('Not a record id');
  const user = await getCurrentUser();
  if (!meetsGuard(user, guard)) throw new Error('Your rights do not reach this record');
  return { user, caller: await upstreamCaller(), id: recordIdOf.data };
}

/** A record id from the address: a positive whole number in PostgreSQL's integer range, or 404. */
export function recordId(text: string): number {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > MAX_ID) notFound();
  return id;
}

/** A record the API says does not exist is this page's 404; other failures are errors. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  return load.catch((error: unknown) => {
    if (error instanceof UpstreamError && error.status === 404) notFound();
    throw error;
  });
}
