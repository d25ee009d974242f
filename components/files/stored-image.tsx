'use client';

import * as React from 'react';
import { ImageOffIcon } from '@/components/icons';

import { fileContentHref } from '@/lib/contract/file-slots';
import { cn } from '@/lib/utils';

/**
 * An image as the file store serves it, with the record’s rights. A file whose content cannot be read
 * (a row imported without its bytes) shows a plain mark instead of a broken image.
 */
export function StoredImage({ fileId, alt, className }: { fileId: number; alt: string; className: string }) {
  // Kept per file: an image replaced after a failed one must be tried afresh.
  const [failedId, setFailedId] = React.useState<number | null>(null);
  if (failedId === fileId)
    return (
      <span
        role="img"
        aria-label={`${alt} (its file cannot be read)`}
        className={cn('grid place-items-center bg-muted', className)}
      >
        <ImageOffIcon className="size-4 text-muted-foreground" aria-hidden="true" />
      </span>
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- served by the BFF with the record's rights
    <img src={fileContentHref(fileId)} alt={alt} className={className} onError={() => setFailedId(fileId)} />
  );
}
