import { ACCEPTED_FILE_TYPES, fileContentHref, isImageType } from '@/lib/contract/file-slots';
import type { FileFacts } from '@/lib/contract/files';
import { StoredImage } from './stored-image';

const kindOf = (mimeType: string): string =>
  (ACCEPTED_FILE_TYPES as Record<string, string>)[mimeType] ?? 'File';

/**
 * A file a record holds: an image inline, any other file named with its kind and opened in a tab of its
 * own (the pages' security policy embeds no objects or frames), both through the guarded address.
 */
export function StoredFilePreview({ file, alt }: { file: FileFacts; alt: string }) {
  const href = fileContentHref(file.fileId);
  return (
    <figure className="grid gap-2 justify-self-start rounded-md border p-3">
      {isImageType(file.mimeType) ? (
        <StoredImage fileId={file.fileId} alt={alt} className="max-h-80 w-auto rounded object-contain" />
      ) : (
        <p className="text-sm text-muted-foreground">{kindOf(file.mimeType)}, opens in a new tab:</p>
      )}
      <figcaption className="text-sm">
        <a href={href} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
          {file.name}
        </a>
      </figcaption>
    </figure>
  );
}
