import { StoredImage } from '@/components/files/stored-image';

/** The cover, small, in the record's header: a link to the Cover tab, where it is shown whole. */
export function CoverThumbnail({ fileId }: { fileId: number }) {
  return (
    <a href="#cover" title="Cover" className="shrink-0">
      <StoredImage fileId={fileId} alt="Cover" className="h-18 w-12 rounded-sm border object-cover" />
    </a>
  );
}
