'use client';

import * as React from 'react';
import { PackagePlusIcon } from '@/components/icons';
import { useWatch } from 'react-hook-form';

import type { RecordSearch } from '@/components/area/record-picker';
import { SearchButton } from '@/components/area/search-button';
import { lineName, typedNetAmount } from '@/lib/areas/order-line-values';
import { fetchJson } from '@/lib/bff/fetch-json';
import { isRecord, listOf } from '@/lib/bff/parser';
import { formatMoney } from '@/lib/format';
import { MoneyCell, NumberCell, type NumberValue } from '../contracts/row-cells';
import { RowsField, type RowsWidgetProps } from '../contracts/rows-field';

interface LineRow {
  publicationId: number;
  quantity: NumberValue;
  unitPrice: NumberValue;
  discountPercent: NumberValue;
}

interface Orderable {
  publicationId: number;
  title: string;
  format: string;
  isbn: string;
  listPrice: number | null;
}

const orderables = listOf(
  (value): value is Orderable =>
    isRecord(value) &&
    Number.isInteger(value.publicationId) &&
    typeof value.title === 'string' &&
    typeof value.format === 'string' &&
    typeof value.isbn === 'string' &&
    (value.listPrice === null || Number.isInteger(value.listPrice)),
);

/**
 * An order's lines: a format of a title found by title or ISBN (its list price in the order's
 * currency filled in), how many, at what price and discount, and the net price it comes to. Once the
 * order is confirmed the lines are fixed: royalties and figures count them.
 */
export function OrderLinesField({
  names,
  ...props
}: RowsWidgetProps & { names: ReadonlyMap<number, string> }) {
  const chosen: unknown = useWatch({ control: props.control, name: 'currency' });
  const currency = typeof chosen === 'string' && /^[A-Za-z]{3}$/.test(chosen) ? chosen.toUpperCase() : 'EUR';
  const [known, setKnown] = React.useState(names);
  const prices = React.useRef(new Map<number, number | null>());
  const search: RecordSearch = {
    noun: 'publication',
    placeholder: 'Title or ISBN',
    max: 1,
    async find(term, signal) {
      const query = new URLSearchParams({ q: term, currency });
      const answer = await fetchJson(`/api/orders/publications?${query}`, orderables, { signal });
      return answer.data.map((found) => {
        prices.current.set(found.publicationId, found.listPrice);
        return {
          id: found.publicationId,
          name: lineName(found.title, found.format),
          detail: `${found.isbn}${found.listPrice === null ? '' : ` · list ${formatMoney(found.listPrice, currency)}`}`,
        };
      });
    },
  };
  return (
    <RowsField<LineRow>
      {...props}
      name="lines"
      description="Net price: quantity × unit list price, less the discount."
      noun="line"
      rowLabel={(row, index) => known.get(row.publicationId) ?? `Line ${index + 1}`}
      row={(row, change) => {
        const net = typedNetAmount(row);
        return (
          <>
            <span className="min-w-48 flex-1 self-center text-sm font-medium">
              {known.get(row.publicationId) ?? `Publication ${row.publicationId}`}
            </span>
            <NumberCell label="Quantity" value={row.quantity} onChange={(quantity) => change({ quantity })} />
            <MoneyCell
              label="Unit list price"
              value={row.unitPrice}
              currency={currency}
              onChange={(unitPrice) => change({ unitPrice })}
              disabled={props.fixed}
            />
            <NumberCell
              label="Discount %"
              value={row.discountPercent}
              step={0.01}
              onChange={(discountPercent) => change({ discountPercent })}
            />
            <span className="w-32 self-center text-right text-sm tabular-nums" aria-label="Net price">
              {net === null ? '—' : formatMoney(net, currency)}
            </span>
          </>
        );
      }}
      footer={(rows) =>
        rows.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {rows.length} {rows.length === 1 ? 'line' : 'lines'}, net{' '}
            {formatMoney(
              rows.reduce((total, row) => total + (typedNetAmount(row) ?? 0), 0),
              currency,
            )}
          </p>
        ) : null
      }
      adder={(append) => (
        <SearchButton
          variant="outline"
          size="sm"
          source={search}
          onPick={(found) => {
            setKnown((current) => new Map(current).set(found.id, found.name));
            append({
              publicationId: found.id,
              quantity: 1,
              unitPrice: prices.current.get(found.id) ?? '',
              discountPercent: 0,
            });
          }}
        >
          <PackagePlusIcon aria-hidden="true" />
          Add a line
        </SearchButton>
      )}
    />
  );
}
