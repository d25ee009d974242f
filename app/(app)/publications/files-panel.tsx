import { FileTextIcon } from '@/components/icons';

import { RelatedTable } from '@/components/detail-page/related-table';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { ACCEPTED_FILE_TYPES, FILE_SLOTS, fileContentHref, isImageType } from '@/lib/contract/file-slots';
import type { HeldFile } from '@/lib/contract/files';
import { formatBytes, formatDay } from '@/lib/format';
import { upstreamCaller } from '@/lib/pages/context';
import { failureMessage } from '@/lib/upstream/errors';
import { listPublicationFiles } from '@/lib/upstream/files';
import { StoredImage } from '@/components/files/stored-image';

/** Where a file's holder is read: the publication itself, or the expense that carries a receipt. */
const HOLDER_HREF: Partial<Record<HeldFile['slot'], (id: number) => string>> = {
  expenseReceipt: (id) => `/expenses/manage/${id}`,
};

const typeName = (mimeType: string) => (ACCEPTED_FILE_TYPES as Record<string, string>)[mimeType] ?? mimeType;

/**
 * The Files tab: what the record holds (its cover) and what the file store links to it that the user
 * may read (receipts of expenses charged to it, the export files that carry it), each with its size,
 * type and a preview, opened from its name.
 */
export async function PublicationFiles({ publicationId }: { publicationId: number }) {
  const files = await listPublicationFiles(await upstreamCaller(), publicationId).then(
    (found): { found: HeldFile[]; failure?: undefined } => ({ found }),
    (error: unknown) => ({ found: [], failure: failureMessage(error, 'The files could not be read.') }),
  );
  if (files.failure)
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load the files</AlertTitle>
        <AlertDescription>{files.failure}</AlertDescription>
      </Alert>
    );
  return (
    <RelatedTable
      caption="Files of this publication"
      rows={files.found}
      rowKey={(held) => `${held.slot}-${held.recordId}-${held.file.fileId}`}
      empty="No files yet: upload a cover on the Cover tab."
      columns={[
        {
          header: 'Preview',
          cell: (held) =>
            isImageType(held.file.mimeType) ? (
              <StoredImage
                fileId={held.file.fileId}
                alt={`Preview of ${held.file.name}`}
                className="h-16 w-12 rounded-sm border object-cover"
              />
            ) : (
              <FileTextIcon className="size-6 text-muted-foreground" aria-hidden="true" />
            ),
        },
        {
          header: 'File',
          cell: (held) => (
            <a
              href={fileContentHref(held.file.fileId)}
              target="_blank"
              rel="noreferrer"
              className="font-medium break-all hover:underline"
            >
              {held.file.name}
            </a>
          ),
        },
        {
          header: 'Held as',
          cell: (held) => {
            const href = HOLDER_HREF[held.slot]?.(held.recordId);
            const label = FILE_SLOTS[held.slot].label;
            return href ? (
              <a href={href} className="hover:underline">
                {label} {held.recordId}
              </a>
            ) : (
              label
            );
          },
        },
        { header: 'Type', cell: (held) => typeName(held.file.mimeType) },
        { header: 'Size', align: 'end', cell: (held) => formatBytes(held.file.sizeBytes) },
        { header: 'Added', cell: (held) => formatDay(held.file.createdAt.slice(0, 10)) },
      ]}
    />
  );
}
