import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { PageLinks } from '@/components/data-table/page-links';
import { StatusBadge } from '@/components/detail-page/detail-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import {
  EMAIL_STATUS,
  NEWSLETTER_STATUS,
  PUBLICATION_FORMAT,
  choiceLabel,
  choiceTone,
} from '@/lib/contract/choices';
import { AUDIENCE_LABELS } from '@/lib/contract/newsletter-limits';
import type { Newsletter } from '@/lib/contract/newsletters';
import { DASH, formatDateTime, formatNumber } from '@/lib/format';
import { openPage, orNotFound, recordId } from '@/lib/pages/context';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { failureMessage } from '@/lib/upstream/errors';
import { getNewsletter, getNewsletterPreview, listNewsletterOutbox } from '@/lib/upstream/marketing';
import { NewsletterActions } from '../newsletter-actions';
import { NewsletterForm, type NewsletterDraft } from '../newsletter-form';

export const metadata: Metadata = { title: 'Newsletter' };

const HREF = '/marketing/newsletters';
const rights = AREA_RIGHTS.newsletters;

type Params = Promise<{ newsletterId: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const EMPTY: NewsletterDraft = {
  newsletterId: null,
  version: 0,
  subject: '',
  body: '',
  audience: 'all_contacts',
  publications: [],
};

function draftOf(letter: Newsletter): NewsletterDraft {
  return {
    newsletterId: letter.newsletterId,
    version: letter.version,
    subject: letter.subject,
    body: letter.body,
    audience: letter.audience,
    publications: letter.publications.map((book) => ({
      publicationId: book.publicationId,
      title: book.title,
      detail: `${choiceLabel(PUBLICATION_FORMAT, book.format)}${book.isbn ? ` · ${book.isbn}` : ''} · ${book.praises.length} cleared ${book.praises.length === 1 ? 'praise' : 'praises'}`,
    })),
  };
}

/** Tomorrow at 08:00 UTC, the time Schedule offers first. */
function tomorrowAtEight(): string {
  return `${new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T08:00`;
}

/**
 * One newsletter: written while a draft (subject, audience, text, publications), its preview as the
 * reader receives it, its actions, and its outbox, each recipient with the state of their message.
 */
export default async function NewsletterPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const raw = (await params).newsletterId;
  if (raw === 'new') {
    await openPage(`${HREF}/new`);
    return (
      <div className="space-y-6">
        <PageHeader
          title="New newsletter"
          description="It starts as a draft: send yourself a test, then send or schedule it."
        />
        <NewsletterForm draft={EMPTY} />
      </div>
    );
  }
  const id = recordId(raw);
  const { user, caller } = await openPage(`${HREF}/${id}`);
  const letter = await orNotFound(getNewsletter(caller, id));
  const rawPage = (await searchParams).page;
  const page =
    typeof rawPage === 'string' && /^\d{1,5}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  const [preview, outbox] = await Promise.all([
    getNewsletterPreview(caller, id).then(
      (found) => ({ found, failure: null }),
      (error: unknown) => ({ found: null, failure: failureMessage(error, 'The preview could not be made.') }),
    ),
    listNewsletterOutbox(caller, id, page).then(
      (found) => ({ found, failure: null }),
      (error: unknown) => ({
        found: null,
        failure: failureMessage(error, 'The recipients could not be read.'),
      }),
    ),
  ]);
  const canEdit = meetsGuard(user, rights.update);
  const editing = canEdit && letter.status === 'draft';
  const { sent, queued, failed } = letter.recipients;

  return (
    <div className="space-y-8">
      <PageHeader
        title={letter.subject}
        description={`${AUDIENCE_LABELS[letter.audience] ?? letter.audience} · ${formatNumber(letter.audienceSize)} consenting ${letter.audienceSize === 1 ? 'address' : 'addresses'} now${letter.createdBy ? ` · written by ${letter.createdBy}` : ''}`}
        actions={
          <Link href={HREF} className="text-sm underline-offset-4 hover:underline">
            All newsletters
          </Link>
        }
      >
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge
            label={choiceLabel(NEWSLETTER_STATUS, letter.status)}
            tone={choiceTone(NEWSLETTER_STATUS, letter.status)}
          />
          {letter.scheduledAt ? <span>Goes out {formatDateTime(letter.scheduledAt)}</span> : null}
          {letter.sentAt ? <span>Sent {formatDateTime(letter.sentAt)}</span> : null}
          <span>
            {formatNumber(sent)} sent · {formatNumber(queued)} waiting · {formatNumber(failed)} failed
          </span>
        </div>
      </PageHeader>
      <NewsletterActions
        key={letter.version}
        newsletterId={letter.newsletterId}
        version={letter.version}
        status={letter.status}
        canEdit={canEdit}
        canSend={meetsGuard(user, rights.send)}
        canDelete={meetsGuard(user, rights.delete)}
        failed={failed}
        audienceSize={letter.audienceSize}
        proposed={tomorrowAtEight()}
      />
      {editing ? <NewsletterForm key={letter.version} draft={draftOf(letter)} /> : null}
      <section aria-labelledby="preview-heading" className="space-y-2">
        <h2 id="preview-heading" className="text-lg font-semibold">
          Preview
        </h2>
        {preview.found ? (
          <article className="max-w-3xl space-y-2 rounded-md border p-4">
            <p className="font-semibold">{preview.found.subject}</p>
            <pre className="font-sans text-sm whitespace-pre-wrap">{preview.found.text}</pre>
          </article>
        ) : (
          <p className="text-sm text-destructive">{preview.failure}</p>
        )}
      </section>
      <section aria-labelledby="outbox-heading" className="space-y-2">
        <h2 id="outbox-heading" className="text-lg font-semibold">
          Recipients
        </h2>
        {outbox.found === null ? (
          <Alert variant="destructive">
            <AlertTitle>Could not load the recipients</AlertTitle>
            <AlertDescription>{outbox.failure}</AlertDescription>
          </Alert>
        ) : outbox.found.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {letter.status === 'draft' || letter.status === 'scheduled'
              ? 'Nobody yet: the recipients are listed once it is sent.'
              : 'Nobody received this newsletter.'}
          </p>
        ) : (
          <div className="space-y-4">
            <div className="rounded-md border">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Recipient</TableHead>
                    <TableHead>State</TableHead>
                    <TableHead className="text-right">Attempts</TableHead>
                    <TableHead>Sent</TableHead>
                    <TableHead>Error</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {outbox.found.data.map((row) => (
                    <TableRow key={row.outboxId}>
                      <TableCell>
                        {row.toName ? `${row.toName} ` : ''}
                        <span className="text-muted-foreground">&lt;{row.to}&gt;</span>
                      </TableCell>
                      <TableCell>
                        <StatusBadge
                          label={choiceLabel(EMAIL_STATUS, row.status)}
                          tone={choiceTone(EMAIL_STATUS, row.status)}
                        />
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{row.attempts}</TableCell>
                      <TableCell>{row.sentAt ? formatDateTime(row.sentAt) : DASH}</TableCell>
                      <TableCell className="max-w-xs text-sm whitespace-normal text-muted-foreground">
                        {row.lastError ?? ''}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <PageLinks meta={outbox.found.meta} noun="recipients" href={(to) => `${HREF}/${id}?page=${to}`} />
          </div>
        )}
      </section>
    </div>
  );
}
