import type { ReportTable } from '@/lib/contract/reports';
import { cellText } from '@/lib/reports/cells';

/*
 * A report table's chart, drawn on the server as SVG (no script): bars across for categories, a line
 * for periods. Its accessible name is the table's title; the table under it, which holds exactly the
 * same figures, is its text alternative (`aria-describedby`). Colours are the theme's chart colours,
 * so dark mode follows.
 */

const COLOURS = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)', 'var(--chart-5)'];
const WIDTH = 720;
const LABEL_WIDTH = 190;
const VALUE_WIDTH = 110;
const BAR = 14;
const GAP = 10;
const MAX_BARS = 25;

type Props = { table: ReportTable; tableId: string };

function number(value: string | number | null): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

export function ReportChart({ table, tableId }: Props) {
  const chart = table.chart;
  if (!chart || table.rows.length === 0) return null;
  const label = table.columns.find((column) => column.key === chart.label);
  const series = chart.values.flatMap((key) => table.columns.filter((column) => column.key === key));
  if (!label || series.length === 0) return null;
  const rows = table.rows.slice(0, MAX_BARS);
  const values = rows.flatMap((row) => series.map((column) => number(row[column.key] ?? null)));
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const titleId = `${tableId}-chart-title`;
  const legend =
    series.length > 1 ? (
      <g aria-hidden="true">
        {series.map((column, index) => (
          <g key={column.key} transform={`translate(${LABEL_WIDTH + index * 180}, 0)`}>
            <rect width="12" height="12" y="2" fill={COLOURS[index % COLOURS.length]} rx="2" />
            <text x="18" y="12" className="fill-muted-foreground text-[12px]">
              {column.label}
            </text>
          </g>
        ))}
      </g>
    ) : null;
  const legendHeight = series.length > 1 ? 24 : 0;

  if (chart.kind === 'line') {
    const height = 220;
    const plot = { left: 70, right: WIDTH - 16, top: 12 + legendHeight, bottom: height - 40 };
    const x = (index: number) =>
      rows.length === 1
        ? (plot.left + plot.right) / 2
        : plot.left + (index * (plot.right - plot.left)) / (rows.length - 1);
    const y = (value: number) => plot.bottom - ((value - bottom) / span) * (plot.bottom - plot.top);
    const every = Math.max(1, Math.ceil(rows.length / 8));
    const axis = series[0] ?? label;
    return (
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={tableId}
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full max-w-3xl"
      >
        <title
          id={titleId}
        >{`${table.title}: chart of ${series.map((column) => column.label).join(' and ')}`}</title>
        {legend}
        <line x1={plot.left} x2={plot.right} y1={y(0)} y2={y(0)} className="stroke-border" />
        {[top, bottom].map((value) => (
          <text
            key={value}
            x={plot.left - 6}
            y={y(value) + 4}
            textAnchor="end"
            className="fill-muted-foreground text-[11px]"
          >
            {cellText(axis, { ...rows[0], [axis.key]: value })}
          </text>
        ))}
        {series.map((column, index) => (
          <polyline
            key={column.key}
            fill="none"
            stroke={COLOURS[index % COLOURS.length]}
            strokeWidth="2"
            points={rows.map((row, at) => `${x(at)},${y(number(row[column.key] ?? null))}`).join(' ')}
          />
        ))}
        {series.map((column, index) =>
          rows.map((row, at) => (
            <circle
              key={`${column.key}-${at}`}
              cx={x(at)}
              cy={y(number(row[column.key] ?? null))}
              r="3"
              fill={COLOURS[index % COLOURS.length]}
            />
          )),
        )}
        {rows.map((row, at) =>
          at % every === 0 ? (
            <text
              key={at}
              x={x(at)}
              y={height - 20}
              textAnchor="middle"
              className="fill-muted-foreground text-[11px]"
            >
              {String(row[label.key] ?? '')}
            </text>
          ) : null,
        )}
      </svg>
    );
  }

  const group = series.length * BAR + GAP;
  const height = legendHeight + rows.length * group + 8;
  const scale = (WIDTH - LABEL_WIDTH - VALUE_WIDTH) / span;
  const zero = LABEL_WIDTH + -bottom * scale;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={tableId}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full max-w-3xl"
    >
      <title
        id={titleId}
      >{`${table.title}: chart of ${series.map((column) => column.label).join(' and ')}`}</title>
      {legend}
      {rows.map((row, at) => {
        const y0 = legendHeight + at * group;
        return (
          <g key={at}>
            <text
              x={LABEL_WIDTH - 8}
              y={y0 + (series.length * BAR) / 2 + 4}
              textAnchor="end"
              className="fill-foreground text-[12px]"
            >
              {clip(cellText(label, row), 28)}
            </text>
            {series.map((column, index) => {
              const value = number(row[column.key] ?? null);
              const width = Math.abs(value) * scale;
              const x = value >= 0 ? zero : zero - width;
              return (
                <g key={column.key}>
                  <rect
                    x={x}
                    y={y0 + index * BAR}
                    width={Math.max(width, 1)}
                    height={BAR - 2}
                    rx="2"
                    fill={COLOURS[index % COLOURS.length]}
                  />
                  <text
                    x={Math.max(x + width, zero) + 6}
                    y={y0 + index * BAR + BAR - 4}
                    className="fill-muted-foreground text-[11px]"
                  >
                    {cellText(column, row)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
      <line x1={zero} x2={zero} y1={legendHeight} y2={height - 8} className="stroke-border" />
    </svg>
  );
}
