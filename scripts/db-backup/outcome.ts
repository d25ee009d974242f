import { totalRows, type RowCounts } from './row-counts';

/** A backup or restore that was not attempted because it would harm data or run against a live server. */
export class BackupRefusedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BackupRefusedError';
  }
}

export interface Outcome {
  /** Where the database is, without its password. */
  database: string;
  file: string;
  bytes: number;
  counts: RowCounts;
  ms: number;
  /** Where --force moved the folder that was replaced (PGlite). */
  movedAside?: string;
}

function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** The line an operator reads after `npm run db:backup` or `db:restore`. */
export function describeOutcome(action: 'Backed up' | 'Restored', outcome: Outcome): string {
  const tables = Object.keys(outcome.counts).length;
  const direction =
    action === 'Backed up'
      ? `${outcome.database} to ${outcome.file}`
      : `${outcome.file} into ${outcome.database}`;
  const lines = [
    `${action} ${direction}`,
    `  file:   ${formatBytes(outcome.bytes)}`,
    `  tables: ${tables.toLocaleString('en')}, rows: ${totalRows(outcome.counts).toLocaleString('en')}`,
    `  time:   ${(outcome.ms / 1000).toFixed(1)} s`,
  ];
  if (outcome.movedAside) lines.push(`  the previous folder was moved to ${outcome.movedAside}`);
  return lines.join('\n');
}
