import { statusBadgeClassName } from '@/components/detail-page/detail-header';
import { badgeClassName } from '@/components/ui/badge';
import { displayValue, type ValueKind } from '@/lib/area/values';
import { choiceLabel, choiceTone } from '@/lib/contract/choices';
import type { DateFormat } from '@/lib/contract/enums';
import { formatDayIn, formatMoney, formatNumber, formatPercent } from '@/lib/format';

interface CellProps {
  spec: ValueKind & { currencyField?: string };
  value: unknown;
  /** The whole row, for a money field's currency. */
  record: Record<string, unknown>;
  /** The signed-in user's Display setting for dates. */
  dateFormat?: DateFormat;
}

/** A field's value as the list and the record's page show it, by the kind of cell the field declares. */
export function AreaCell(props: CellProps) {
  return areaCellContent(props);
}

/**
 * The same, called rather than rendered: a list draws some hundred cells a page, and elements
 * made here directly spare the server a component (and its badges' components) per cell.
 */
export function areaCellContent({ spec, value, record, dateFormat }: CellProps): React.ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  switch (spec.cell) {
    case 'enum':
      return spec.choice && typeof value === 'string' ? (
        <span className={statusBadgeClassName(choiceTone(spec.choice, value))}>
          {choiceLabel(spec.choice, value)}
        </span>
      ) : (
        String(value)
      );
    case 'enums':
      return (
        <div className="flex flex-wrap gap-1">
          {(Array.isArray(value) ? value : []).map((entry) => (
            <span key={String(entry)} className={badgeClassName('secondary')}>
              {spec.choice ? choiceLabel(spec.choice, String(entry)) : String(entry)}
            </span>
          ))}
        </div>
      );
    case 'date':
      return formatDayIn(dateFormat, String(value));
    case 'number':
      return <span className="tabular-nums">{typeof value === 'number' ? formatNumber(value) : '—'}</span>;
    case 'percent':
      return (
        <span className="tabular-nums">
          {typeof value === 'number' ? formatPercent(value, 2, false) : '—'}
        </span>
      );
    case 'money': {
      const currency = spec.currencyField ? record[spec.currencyField] : null;
      return (
        <span className="tabular-nums">
          {typeof value === 'number'
            ? formatMoney(value, typeof currency === 'string' ? currency : null)
            : '—'}
        </span>
      );
    }
    case 'mono':
      return <span className="font-mono text-xs">{String(value)}</span>;
    default:
      return displayValue(spec, value);
  }
}
