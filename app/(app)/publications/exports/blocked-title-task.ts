import type { ReadinessRow } from '@/lib/contract/exports';
import { exportTargetName } from '@/lib/exports/recipients';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The task a metadata manager makes of a title pre-flight holds back: about the publication, theirs, due
 * in a week, with what blocks it for each recipient in its notes. None for a title nothing blocks.
 */
export function blockedTitleTask(row: ReadinessRow, assigneeId: number, now: Date) {
  const blocked = row.cells.filter((cell) => cell.taken && cell.blockers.length > 0);
  if (blocked.length === 0) return null;
  const reasons = blocked.map(
    (cell) =>
      `- ${exportTargetName(cell.target)}: ${cell.blockers.map((blocker) => blocker.message).join('; ')}`,
  );
  return {
    title: `Clear the export blockers of “${row.title}”`.slice(0, 200),
    priority: 'normal',
    assigneeId,
    dueDate: new Date(now.getTime() + WEEK_MS).toISOString().slice(0, 10),
    recordKind: 'publication',
    recordId: row.publicationId,
    notes: ['Held back at export pre-flight:', ...reasons].join('\n').slice(0, 5000),
  };
}
