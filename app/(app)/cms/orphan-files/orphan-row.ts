/** An orphan as its row shows it: the figures already in words, worked out on the server. */
export interface OrphanRow {
  fileId: number;
  name: string;
  mimeType: string;
  typeLabel: string;
  sizeBytes: number;
  size: string;
  age: string;
  uploaded: string;
}

export const ORPHAN_FILES_HREF = '/cms/orphan-files';
