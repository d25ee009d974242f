'use client';

import * as React from 'react';
import type { Control, FieldValues } from 'react-hook-form';

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
import { fileContentHref, isImageType, MAX_FILE_BYTES } from '@/lib/contract/file-slots';

/** What the preview needs of a receipt: the record's own, or the file just uploaded. */
export interface ReceiptFacts {
  fileId: number;
  name: string;
  mimeType: string;
}

const uploaded = okOf(
  (value): value is ReceiptFacts =>
    isRecord(value) &&
    Number.isInteger(value.fileId) &&
    typeof value.name === 'string' &&
    typeof value.mimeType === 'string',
);

function ReceiptPreview({ receipt }: { receipt: ReceiptFacts }) {
  const href = fileContentHref(receipt.fileId);
  return (
    <figure className="space-y-2 rounded-md border p-3">
      {isImageType(receipt.mimeType) ? (
        // eslint-disable-next-line @next/next/no-img-element -- the file store serves it; no resizing wanted
        <img src={href} alt={`Receipt ${receipt.name}`} className="max-h-80 rounded object-contain" />
      ) : (
        // The pages' security policy embeds no objects or frames: a PDF opens in a tab of its own.
        <p className="text-sm text-muted-foreground">PDF document, opens in a new tab:</p>
      )}
      <figcaption className="text-sm">
        <a href={href} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
          {receipt.name}
        </a>
      </figcaption>
    </figure>
  );
}

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
  current: ReceiptFacts | null;
}) {
  const [fresh, setFresh] = React.useState<ReceiptFacts | null>(null);
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
            {shown ? <ReceiptPreview receipt={shown} /> : null}
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
