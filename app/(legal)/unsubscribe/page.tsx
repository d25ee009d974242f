import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatDay } from '@/lib/format';
import { failureMessage } from '@/lib/upstream/errors';
import { readUnsubscribe, unsubscribe } from '@/lib/upstream/marketing';

export const metadata: Metadata = { title: 'Unsubscribe' };
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Records the unsubscribe, then shows the page again, which now says so. */
async function confirm(formData: FormData) {
  'use server';
  const token = String(formData.get('token') ?? '');
  await unsubscribe(token);
  redirect(`/unsubscribe?token=${encodeURIComponent(token)}`);
}

/**
 * The page of a newsletter's unsubscribe link. Opening it changes nothing (mail scanners open links);
 * the button records it. Mail clients' own one-click button posts to /api/public/unsubscribe instead.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : '';
  const state = await readUnsubscribe(token).then(
    (answer) => ({ answer, failure: null }),
    (error: unknown) => ({
      answer: null,
      failure: failureMessage(error, 'This unsubscribe link could not be read.'),
    }),
  );
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="leading-none font-semibold">Newsletters from Colophon Press</h1>
          <CardDescription>
            {state.answer ? `For ${state.answer.email}` : 'Unsubscribe from our newsletters'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {state.failure !== null ? (
            <Alert variant="destructive">
              <AlertTitle>This link does not work</AlertTitle>
              <AlertDescription>{state.failure}</AlertDescription>
            </Alert>
          ) : state.answer?.unsubscribedAt ? (
            <p role="status">
              You are unsubscribed since {formatDay(state.answer.unsubscribedAt)}: we send no more newsletters
              to {state.answer.email}.
            </p>
          ) : (
            <form action={confirm} className="space-y-4">
              <p>
                Receive no more newsletters at {state.answer?.email}? Messages about your books and contracts
                still come.
              </p>
              <input type="hidden" name="token" value={token} />
              <Button type="submit">Unsubscribe</Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
