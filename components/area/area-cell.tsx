import { StatusBadge } from '@/components/detail-page/detail-header';
import { Badge } from '@/components/ui/badge';
import { displayValue, type ValueKind } from '@/lib/area/values';
import { choiceLabel, choiceTone } from '@/lib/contract/choices';
import type { DateFormat } from '@/lib/contract/enums';
import { formatDayIn, formatMoney, formatNumber, formatPercent } from '@/lib/format';

/** A field's value as the list and the record's page show it, by the kind of cell the field declares. */
export function AreaCell({
  spec,
  value,
  record,
  dateFormat,
}: {
  spec: ValueKind & { currencyField?: string };
  value: unknown;
  /** The whole row, for a money field's currency. */
  record: Record<string, unknown>;
  /** The signed-in user's Display setting for dates. */
  dateFormat?: DateFormat;
}) {
  if (value === null || value === undefined || value === '') return <>—</>;
  switch (spec.cell) {
    case 'enum':
      return spec.choice && typeof value === 'string' ? (
        <StatusBadge label={choiceLabel(spec.choice, value)} tone={choiceTone(spec.choice, value)} />
      ) : (
        <>{String(value)}</>
      );
    case 'enums':
      return (
        <div className="flex flex-wrap gap-1">
          {(Array.isArray(value) ? value : []).map((entry) => (
            <Badge key={String(entry)} variant="secondary">
              {spec.choice ? choiceLabel(spec.choice, String(entry)) : String(entry)}
            </Badge>
          ))}
        </div>
      );
    case 'date':
      return <>{formatDayIn(dateFormat, String(value))}</>;
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
      return <>{displayValue(spec, value)}</>;
  }
}
