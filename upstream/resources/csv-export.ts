import { CSV_BOM, csvLine } from '@/lib/contract/csv';
import type { CsvColumn } from '@/lib/area/define-area';
import type { Logger } from '@/lib/log';

export type { CsvColumn };

/**
 * A CSV file streamed as its batches arrive: the first rows leave before the last are read, and
 * memory holds one batch whatever the size of the list. A failure after the first bytes can no
 * longer change the status, so the stream is aborted and the download ends incomplete (the
 * browser reports it) rather than looking whole.
 */
export function csvStream<Item>(
  columns: readonly CsvColumn<Item>[],
  batches: AsyncGenerator<Item[]>,
  log: Logger,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(columns.map((column) => column.header))));
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        const text = next.value.map((item) => csvLine(columns.map((column) => column.value(item)))).join('');
        controller.enqueue(encoder.encode(text));
      } catch (error) {
        log.error({ err: error }, 'csv export failed');
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/** `contacts-2026-11-22.csv` */
export function exportFileName(base: string, now: Date): string {
  return `${base}-${now.toISOString().slice(0, 10)}.csv`;
}
