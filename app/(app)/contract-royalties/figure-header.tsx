import { TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** The headings of a table of figures: text columns first, then the figures' lined up on the right. */
export function FigureHeader({
  labels,
  figures,
  hideLabels = false,
}: {
  labels: readonly string[];
  figures: readonly string[];
  /** The text columns are named for screen readers only (a statement's lines say what they are). */
  hideLabels?: boolean;
}) {
  return (
    <TableHeader>
      <TableRow>
        {labels.map((label) => (
          <TableHead key={label}>{hideLabels ? <span className="sr-only">{label}</span> : label}</TableHead>
        ))}
        {figures.map((figure) => (
          <TableHead key={figure} align="end">
            {figure}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}
