'use client';

import * as React from 'react';
import type { Control, FieldValues } from 'react-hook-form';

import { StoredFilePreview } from '@/components/files/stored-file-preview';
import { Button } from '@/components/ui/button';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, okOf } from '@/lib/bff/parser';
import { MAX_FILE_BYTES } from '@/lib/contract/file-slots';
import type { FileFacts } from '@/lib/contract/files';

const uploaded = okOf(
  (value): value is FileFacts =>
    isRecord(value) &&
    Number.isInteger(value.fileId) &&
    typeof value.name === 'string' &&
    typeof value.mimeType === 'string' &&
    Number.isInteger(value.sizeBytes),
);

/**
 * The expense's receipt: an image or a PDF uploaded to the file store at once, its number kept in the
 * form and saved with the expense; previewed, replaced or removed before saving.
 */
export function ReceiptField({
  control,
  current,
}: {
  control: Control<FieldValues>;
  /** The receipt the saved expense holds. */
  current: FileFacts | null;
}) {
  const [fresh, setFresh] = React.useState<FileFacts | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  return (
    <FormField
      control={control}
      name="receiptFileId"
      render={({ field }) => {
        const fileId = typeof field.value === 'number' ? field.value : null;
        const shown = [fresh, current].find((receipt) => receipt && receipt.fileId === fileId) ?? null;
        const upload = async (file: File | undefined) => {
          if (!file) return;
          setBusy(true);
          setRefusal(null);
          try {
            const answer = await fetchJson(`/api/files?name=${encodeURIComponent(file.name)}`, uploaded, {
              method: 'POST',
              body: file,
            });
            setFresh(answer.data);
            field.onChange(answer.data.fileId);
          } catch (error) {
            setRefusal(error instanceof ApiError ? error.message : 'The receipt could not be uploaded');
          } finally {
            setBusy(false);
          }
        };
        return (
          <FormItem>
            <FormLabel>Receipt</FormLabel>
            {shown ? <StoredFilePreview file={shown} alt={`Receipt ${shown.name}`} /> : null}
            <div className="flex flex-wrap items-center gap-3">
              <FormControl>
                <input
                  type="file"
                  accept="image/*,application/pdf"
                  aria-label={shown ? 'Replace the receipt' : 'Upload a receipt'}
                  disabled={busy}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  onChange={(event) => {
                    void upload(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                  className="block text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
                />
              </FormControl>
              {fileId !== null ? (
                <Button type="button" variant="outline" size="sm" onClick={() => field.onChange(null)}>
                  Remove receipt
                </Button>
              ) : null}
            </div>
            <FormDescription>
              {busy
                ? 'Uploading…'
                : `A photo or scan (JPEG, PNG, WebP, GIF) or a PDF, up to ${MAX_FILE_BYTES / 2 ** 20} MB.`}
            </FormDescription>
            {refusal ? (
              <p role="alert" className="text-sm text-destructive">
                {refusal}
              </p>
            ) : null}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
