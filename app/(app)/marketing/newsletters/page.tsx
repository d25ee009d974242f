import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { PageLinks } from '@/components/data-table/page-links';
import { StatusBadge } from '@/components/detail-page/detail-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { NEWSLETTER_STATUS, choiceLabel, choiceTone } from '@/lib/contract/choices';
import { AUDIENCE_LABELS } from '@/lib/contract/newsletter-limits';
import type { NewsletterItem } from '@/lib/contract/newsletters';
import { DASH, formatDateTime, formatNumber } from '@/lib/format';
import { openPage } from '@/lib/pages/context';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { failureMessage } from '@/lib/upstream/errors';
import { listNewsletters } from '@/lib/upstream/marketing';

export const metadata: Metadata = { title: 'Newsletters' };

const HREF = '/marketing/newsletters';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function when(letter: NewsletterItem): string {
  if (letter.sentAt) return `Sent ${formatDateTime(letter.sentAt)}`;
  if (letter.scheduledAt)
    return `${letter.status === 'scheduled' ? 'Goes out' : 'Started'} ${formatDateTime(letter.scheduledAt)}`;
  return DASH;
}

/** Newsletters, newest first, with how many of each one's recipients were sent to, are waiting or failed. */
export default async function NewslettersPage({ searchParams }: { searchParams: SearchParams }) {
  const { user, caller } = await openPage(HREF);
  const raw = (await searchParams).page;
  const page = typeof raw === 'string' && /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const list = await listNewsletters(caller, page).then(
    (answer) => ({ answer, failure: null }),
    (error: unknown) => ({
      answer: null,
      failure: failureMessage(error, 'The newsletters could not be read.'),
    }),
  );
  return (
    <div className="space-y-6">
      <PageHeader
        title="Newsletters"
        description="News of the list for the contacts who agreed to receive it, with the publications and their cleared praises."
        actions={
          meetsGuard(user, AREA_RIGHTS.newsletters.create) ? (
            <Button asChild>
              <Link href={`${HREF}/new`}>New newsletter</Link>
            </Button>
          ) : null
        }
      />
      {list.answer === null ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the newsletters</AlertTitle>
          <AlertDescription>{list.failure}</AlertDescription>
        </Alert>
      ) : list.answer.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No newsletters yet.</p>
      ) : (
        <div className="space-y-4">
          <div className="rounded-md border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Subject</TableHead>
                  <TableHead>Audience</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>When</TableHead>
                  <TableHead className="text-right">Sent</TableHead>
                  <TableHead className="text-right">Waiting</TableHead>
                  <TableHead className="text-right">Failed</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.answer.data.map((letter) => (
                  <TableRow key={letter.newsletterId}>
                    <TableCell>
                      <Link href={`${HREF}/${letter.newsletterId}`} className="font-medium hover:underline">
                        {letter.subject}
                      </Link>
                    </TableCell>
                    <TableCell>{AUDIENCE_LABELS[letter.audience] ?? letter.audience}</TableCell>
                    <TableCell>
                      <StatusBadge
                        label={choiceLabel(NEWSLETTER_STATUS, letter.status)}
                        tone={choiceTone(NEWSLETTER_STATUS, letter.status)}
                      />
                    </TableCell>
                    <TableCell>{when(letter)}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatNumber(letter.recipients.sent)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatNumber(letter.recipients.queued)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatNumber(letter.recipients.failed)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <PageLinks meta={list.answer.meta} noun="newsletters" href={(to) => `${HREF}?page=${to}`} />
        </div>
      )}
    </div>
  );
}
