'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { FileIcon, Trash2Icon } from '@/components/icons';

import { ConfirmDialog } from '@/components/entity-form/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';
import { fileContentHref, isImageType } from '@/lib/contract/file-slots';
import { formatBytes } from '@/lib/format';
import type { OrphanRow } from './orphan-row';

const AttachDialog = lazyDialog(() => import('./attach-dialog').then((module) => module.AttachDialog));

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id));

const deletedFiles = okOf(
  (value): value is { deleted: number[]; kept: number[]; bytesFreed: number } =>
    isRecord(value) && isIdList(value.deleted) && isIdList(value.kept) && Number.isInteger(value.bytesFreed),
);

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function Preview({ file }: { file: OrphanRow }) {
  const href = fileContentHref(file.fileId);
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="block size-12 overflow-hidden rounded border bg-muted"
    >
      {isImageType(file.mimeType) ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private file through the BFF, not an optimisable asset
        <img src={href} alt={`Preview of ${file.name}`} loading="lazy" className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center" title={`Open ${file.name}`}>
          <FileIcon aria-hidden="true" className="size-5 text-muted-foreground" />
          <span className="sr-only">Open {file.name}</span>
        </span>
      )}
    </a>
  );
}

/**
 * The orphans of one page with a box each: Delete selected asks first and says the space freed; Attach
 * puts one file in a record. Either way the page is read again from the server.
 */
export function OrphanFilesTable({ files, canDelete }: { files: readonly OrphanRow[]; canDelete: boolean }) {
  const router = useRouter();
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = React.useState(false);
  const [attaching, setAttaching] = React.useState<{ file: OrphanRow | null; open: boolean; round: number }>({
    file: null,
    open: false,
    round: 0,
  });
  const chosen = files.filter((file) => selected.has(file.fileId));
  const chosenBytes = chosen.reduce((sum, file) => sum + file.sizeBytes, 0);
  const allChosen = files.length > 0 && chosen.length === files.length;

  const toggle = (fileId: number, on: boolean) =>
    setSelected((last) => {
      const next = new Set(last);
      if (on) next.add(fileId);
      else next.delete(fileId);
      return next;
    });

  async function remove(): Promise<boolean> {
    try {
      const answer = await fetchJson('/api/files/orphans/delete', deletedFiles, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fileIds: chosen.map((file) => file.fileId) }),
      });
      const { deleted, kept, bytesFreed } = answer.data;
      toast.success(`Deleted ${plural(deleted.length, 'file')}: ${formatBytes(bytesFreed)} freed`, {
        description:
          kept.length > 0 ? `${plural(kept.length, 'file')} kept: a record holds them now.` : undefined,
      });
    } catch (error) {
      toast.error('No file was deleted', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
      return false;
    }
    setSelected(new Set());
    router.refresh();
    return true;
  }

  if (files.length === 0)
    return (
      <p className="rounded-md border py-8 text-center text-sm text-muted-foreground">
        No orphan files: every stored file belongs to a record.
      </p>
    );

  return (
    <div className="space-y-3">
      {canDelete ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <Button
            variant="outline"
            size="sm"
            disabled={chosen.length === 0}
            onClick={() => setConfirming(true)}
          >
            <Trash2Icon aria-hidden="true" />
            Delete selected
          </Button>
          <span className="text-muted-foreground" aria-live="polite">
            {chosen.length > 0
              ? `${plural(chosen.length, 'file')} selected, ${formatBytes(chosenBytes)}`
              : 'Select files to delete them'}
          </span>
        </div>
      ) : null}
      <div className="rounded-md border">
        <Table>
          <caption className="sr-only">Orphan files</caption>
          <TableHeader>
            <TableRow>
              {canDelete ? (
                <TableHead className="w-10">
                  <Checkbox
                    aria-label="Select every file of this page"
                    checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
                    onCheckedChange={(on) => setSelected(new Set(on ? files.map((file) => file.fileId) : []))}
                  />
                </TableHead>
              ) : null}
              <TableHead className="w-16">Preview</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Type</TableHead>
              <TableHead align="end">Size</TableHead>
              <TableHead>Age</TableHead>
              <TableHead className="sr-only">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {files.map((file) => (
              <TableRow key={file.fileId} data-state={selected.has(file.fileId) ? 'selected' : undefined}>
                {canDelete ? (
                  <TableCell>
                    <Checkbox
                      aria-label={`Select ${file.name}`}
                      checked={selected.has(file.fileId)}
                      onCheckedChange={(on) => toggle(file.fileId, on)}
                    />
                  </TableCell>
                ) : null}
                <TableCell>
                  <Preview file={file} />
                </TableCell>
                <TableCell>
                  <div className="font-medium break-all">{file.name}</div>
                  <div className="text-xs text-muted-foreground">Uploaded {file.uploaded}</div>
                </TableCell>
                <TableCell>{file.typeLabel}</TableCell>
                <TableCell className="text-right tabular-nums">{file.size}</TableCell>
                <TableCell className="text-muted-foreground">{file.age}</TableCell>
                <TableCell className="text-right">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Attach ${file.name}`}
                    onClick={() => setAttaching((last) => ({ file, open: true, round: last.round + 1 }))}
                  >
                    Attach
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${plural(chosen.length, 'file')}?`}
        description={`${formatBytes(chosenBytes)} will be freed. The files and their content go for good; a file a record took meanwhile is kept.`}
        confirmLabel="Delete"
        onConfirm={remove}
      />
      {attaching.file ? (
        <AttachDialog
          key={attaching.round}
          file={attaching.file}
          open={attaching.open}
          onOpenChange={(open) => setAttaching((last) => ({ ...last, open }))}
        />
      ) : null}
    </div>
  );
}
