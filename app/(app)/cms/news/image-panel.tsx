import { SlotFilePanel } from '@/components/files/slot-file-panel';
import { StoredImage } from '@/components/files/stored-image';
import type { NewsItem } from '@/lib/areas/news';
import { MAX_FILE_BYTES, SLOT_FILE_TYPES, slotTypesText } from '@/lib/contract/file-slots';

/** A news item's header image: shown, and uploaded, replaced or removed by those who edit news. */
export function NewsImagePanel({ news, canChange }: { news: NewsItem; canChange: boolean }) {
  const preview = news.imageFileId ? (
    <StoredImage
      fileId={news.imageFileId}
      alt={`The header image of “${news.title}”`}
      className="max-h-80 min-h-24 w-auto min-w-16 justify-self-start rounded-md border"
    />
  ) : null;
  if (!canChange) return preview ?? <p className="text-sm text-muted-foreground">No header image.</p>;
  return (
    <SlotFilePanel
      address={`/api/news/${news.newsId}/image`}
      noun="header image"
      inputLabel="Header image file"
      hasFile={news.imageFileId !== null}
      preview={preview}
      hint={`A ${slotTypesText(SLOT_FILE_TYPES.newsImage)}, up to ${MAX_FILE_BYTES / 2 ** 20} MB.`}
      accept={SLOT_FILE_TYPES.newsImage.join(',')}
    />
  );
}
