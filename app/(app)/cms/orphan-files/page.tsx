import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { formatDistanceStrict } from 'date-fns';

import { PageLinks } from '@/components/data-table/page-links';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ACCEPTED_FILE_TYPES } from '@/lib/contract/file-slots';
import { orphanFileList, type StoredFile } from '@/lib/contract/files';
import { formatBytes, formatDay, formatNumber } from '@/lib/format';
import { createLogger } from '@/lib/log';
import { openPage } from '@/lib/pages/context';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { failureMessage } from '@/lib/upstream/errors';
import { listOrphanFiles } from '@/lib/upstream/files';
import { ORPHAN_FILES_HREF, type OrphanRow } from './orphan-row';
import { OrphanFilesTable } from './orphan-files-table';
import { UnreadParamsNotice } from '@/components/data-table/unread-params-notice';

export const metadata: Metadata = { title: 'Orphan Files' };

const log = createLogger('web');
const rights = AREA_RIGHTS.cms;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const SORTS = [
  { value: 'createdAt', label: 'Oldest first' },
  { value: '-createdAt', label: 'Newest first' },
  { value: '-sizeBytes', label: 'Largest first' },
  { value: 'name', label: 'Name' },
] as const;

function rowOf(file: StoredFile, now: Date): OrphanRow {
  const typeLabel = (ACCEPTED_FILE_TYPES as Record<string, string>)[file.mimeType] ?? file.mimeType;
  return {
    fileId: file.fileId,
    name: file.name,
    mimeType: file.mimeType,
    typeLabel,
    sizeBytes: file.sizeBytes,
    size: formatBytes(file.sizeBytes),
    age: formatDistanceStrict(new Date(file.createdAt), now),
    uploaded: `${formatDay(file.createdAt)}${file.uploadedBy ? ` by ${file.uploadedBy}` : ''}`,
  };
}

/**
 * Files no record holds, with their size, type, age and a preview: attached to a record, or deleted
 * (several at once), the space freed shown. Rendered on the server for the address (`?sort=`, `?page=`).
 */
export default async function OrphanFilesPage({ searchParams }: { searchParams: SearchParams }) {
  const { user, caller } = await openPage(ORPHAN_FILES_HREF);
  const { query, unread } = orphanFileList.read(await searchParams);
  const page = await listOrphanFiles(caller, query).then(
    (answer) => ({ answer, failure: null }),
    (error: unknown) => {
      log.warn({ err: error }, 'orphan files failed');
      return { answer: null, failure: failureMessage(error, 'The orphan files could not be read.') };
    },
  );
  const hrefFor = (change: { page?: number; sort?: string }) => {
    const search = orphanFileList.toSearchParams({ ...query, page: 1, ...change } as typeof query).toString();
    return search ? `${ORPHAN_FILES_HREF}?${search}` : ORPHAN_FILES_HREF;
  };
  const now = new Date();
  const meta = page.answer?.meta;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Orphan Files"
        description={
          meta
            ? `${formatNumber(meta.total)} ${meta.total === 1 ? 'file' : 'files'} no record holds, taking ${formatBytes(meta.totalBytes)}. Attach one to a record, or delete them to free the space.`
            : 'Files no record holds: attach one to a record, or delete them to free the space.'
        }
      />
      <UnreadParamsNotice unread={unread} />
      {page.answer ? (
        <div className="space-y-4">
          <nav aria-label="Sort" className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">Sort:</span>
            {SORTS.map((sort) => (
              <Button
                key={sort.value}
                asChild
                size="sm"
                variant={query.sort === sort.value ? 'secondary' : 'ghost'}
              >
                <Link
                  href={hrefFor({ sort: sort.value })}
                  aria-current={query.sort === sort.value ? 'true' : undefined}
                >
                  {sort.label}
                </Link>
              </Button>
            ))}
          </nav>
          <OrphanFilesTable
            files={page.answer.items.map((file) => rowOf(file, now))}
            canDelete={meetsGuard(user, rights.delete)}
          />
          {page.answer.meta.total > page.answer.meta.pageSize ? (
            <PageLinks meta={page.answer.meta} noun="files" href={(number) => hrefFor({ page: number })} />
          ) : null}
        </div>
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Could not load the orphan files</AlertTitle>
          <AlertDescription>
            <p>{page.failure}</p>
            <Button variant="outline" size="sm" asChild>
              <a href={hrefFor({ page: query.page })}>Try again</a>
            </Button>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
