import { SlotFilePanel } from '@/components/files/slot-file-panel';
import { StoredImage } from '@/components/files/stored-image';
import { COVER_MIN_SHORT_SIDE_PX, COVER_TYPES } from '@/lib/contract/cover';

/**
 * The cover of a publication: its preview, and uploading, replacing or removing it. The API reads the
 * image's type and size in pixels and says why it refuses one.
 */
export function CoverPanel({
  publicationId,
  coverFileId,
}: {
  publicationId: number;
  coverFileId: number | null;
}) {
  return (
    <SlotFilePanel
      address={`/api/publications/${publicationId}/cover`}
      noun="cover"
      inputLabel="Cover image"
      hasFile={coverFileId !== null}
      preview={
        coverFileId ? (
          <StoredImage
            fileId={coverFileId}
            alt="The publication’s cover"
            className="max-h-80 min-h-24 w-auto min-w-16 justify-self-start rounded-md border"
          />
        ) : null
      }
      hint={`${Object.values(COVER_TYPES).join(' or ')}, at least ${COVER_MIN_SHORT_SIDE_PX} px on the short side.`}
      accept={Object.keys(COVER_TYPES).join(',')}
    />
  );
}
