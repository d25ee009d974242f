import type { FileStore } from '../../files/store';
import { addDays, addMonths } from './dates';
import type { RowWriter } from './insert';

export interface SeedOptions {
  /** Multiplies contacts, commissionings, contracts, publications and orders; staff and reference data stay as they are. */
  scale: number;
  /** The day the demo pretends it is (YYYY-MM-DD); all history is dated back from it. */
  today: string;
  /** Where the few demo files with real bytes (the latest receipts) are written; without it, rows only. */
  fileStore?: FileStore;
}

export interface SeedContext {
  readonly today: string;
  /** First day of the three years of history. */
  readonly start: string;
  readonly scale: number;
  readonly writer: RowWriter;
}

export function createContext(options: SeedOptions, writer: RowWriter): SeedContext {
  return {
    today: options.today,
    start: addDays(addMonths(options.today, -36), 1),
    scale: options.scale,
    writer,
  };
}

/** A base volume at scale 1, multiplied by the scale. */
export function scaled(context: SeedContext, base: number): number {
  return Math.max(1, Math.round(base * context.scale));
}
