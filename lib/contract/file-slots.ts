/*
 * The places a record holds a stored file, as plain data the browser may read (the orphan screen's
 * Attach dialog). The publishing API maps each to its table's column and the rights of its records.
 */

export const FILE_SLOTS = {
  publicationCover: { label: 'Publication cover', record: 'publication' },
  contractDocument: { label: 'Contract document', record: 'contract' },
  expenseReceipt: { label: 'Expense receipt', record: 'expense' },
  publicationExport: { label: 'Publication export file', record: 'export' },
  newsImage: { label: 'News header image', record: 'news item' },
  proposalSample: { label: 'Proposal sample', record: 'proposal' },
} as const satisfies Record<string, { label: string; record: string }>;

export type FileSlot = keyof typeof FILE_SLOTS;

export const FILE_SLOT_NAMES = Object.keys(FILE_SLOTS) as [FileSlot, ...FileSlot[]];

/** The largest file the store takes: under the request body limit, with room for the request around it. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

/** What may be stored, told by the content's first bytes; the name's extension counts for nothing. */
export const ACCEPTED_FILE_TYPES = {
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/webp': 'WebP image',
  'image/gif': 'GIF image',
  'application/pdf': 'PDF document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
} as const;

export type AcceptedFileType = keyof typeof ACCEPTED_FILE_TYPES;

/**
 * The types a slot takes when it takes fewer than the store keeps: a header image is an image, a
 * proposal's sample a document. Read from the content on every way into the slot, as the store reads it.
 */
export const SLOT_FILE_TYPES = {
  newsImage: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  proposalSample: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
} as const satisfies Partial<Record<FileSlot, readonly AcceptedFileType[]>>;

/** The types a slot takes, as a person reads them: "JPEG image, PNG image or GIF image". */
export function slotTypesText(types: readonly AcceptedFileType[]): string {
  const labels = types.map((type) => ACCEPTED_FILE_TYPES[type]);
  return labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

export const isImageType = (mimeType: string): boolean => mimeType.startsWith('image/');

/** The address the web app serves a file's content at, through the BFF. */
export const fileContentHref = (fileId: number): string => `/api/files/${fileId}/content`;
