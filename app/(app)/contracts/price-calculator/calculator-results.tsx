import type * as React from 'react';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { PriceCalculation, RoyaltyStep } from '@/lib/contracts/price-calculator';
import { ROYALTY_BASIS, choiceLabel } from '@/lib/contract/choices';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';

/** One key figure, named for assistive technology by its label. */
function Figure({ label, value, note }: { label: string; value: string; note?: React.ReactNode }) {
  const id = `figure-${label.toLowerCase().replaceAll(/\W+/g, '-')}`;
  return (
    <div role="group" aria-labelledby={id} className="rounded-lg border p-4">
      <p id={id} className="text-sm text-muted-foreground">
        {label}
      </p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{value}</p>
      {note ? <p className="mt-1 text-xs text-muted-foreground">{note}</p> : null}
    </div>
  );
}

/** A titled table of the results. */
function TableSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2" aria-labelledby={id}>
      <h2 id={id} className="text-sm font-medium">
        {title}
      </h2>
      <div className="rounded-md border">
        <Table>{children}</Table>
      </div>
    </section>
  );
}

const copies = (count: number) => `${formatNumber(count)} ${count === 1 ? 'copy' : 'copies'}`;

function tierCopies(step: RoyaltyStep): string {
  if (step.toUnits === null)
    return step.fromUnits === 0 ? 'Every copy' : `From ${formatNumber(step.fromUnits + 1)}`;
  return `${formatNumber(step.fromUnits + 1)}–${formatNumber(step.toUnits)}`;
}

const SCENARIO_NAMES = { low: 'Low', expected: 'Expected', high: 'High' } as const;

/** The title's P&L under the contract: per copy, by tier, the break-even and three sales scenarios. */
export function CalculatorResults({
  value,
  currency,
  printRun,
}: {
  value: PriceCalculation;
  currency: string;
  printRun: number;
}) {
  const money = (amount: number) => formatMoney(amount, currency);
  const rows: [string, (scenario: PriceCalculation['scenarios'][number]) => string][] = [
    ['Copies sold', (scenario) => formatNumber(scenario.copies)],
    ['Revenue', (scenario) => money(scenario.revenue)],
    ['Production cost', (scenario) => money(scenario.productionCost)],
    ['Royalties earned', (scenario) => money(scenario.royalties)],
    ['Paid to the author', (scenario) => money(scenario.authorCost)],
    ['Profit', (scenario) => money(scenario.profit)],
  ];
  return (
    <div className="space-y-6" aria-live="polite">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Figure
          label="Revenue per copy"
          value={money(value.revenuePerCopy)}
          note="List price less the trade discount"
        />
        <Figure
          label="Unit cost"
          value={money(value.unitCost)}
          note={`${money(value.printRunCost)} for the print run`}
        />
        <Figure
          label="Gross margin per copy"
          value={money(value.grossMarginPerCopy)}
          note="Revenue less unit cost and the first tier’s royalty"
        />
        <Figure
          label="Break-even"
          value={value.breakEvenCopies === null ? 'Never' : copies(value.breakEvenCopies)}
          note={
            value.breakEvenCopies === null
              ? 'No number of sales covers the costs and the advance at this price'
              : value.breakEvenWithinPrintRun
                ? `Within the print run of ${formatNumber(printRun)}`
                : `Beyond the print run of ${formatNumber(printRun)}: it needs a reprint`
          }
        />
        <Figure
          label="Copies to earn out the advance"
          value={value.earnOutCopies === null ? 'Never' : copies(value.earnOutCopies)}
          note={value.earnOutCopies === 0 ? 'No advance to earn out' : 'Royalties then exceed the advance'}
        />
      </div>

      <TableSection id="royalty-tiers" title="Royalty per copy by tier">
        <TableHeader>
          <TableRow>
            <TableHead>Copies</TableHead>
            <TableHead>Basis</TableHead>
            <TableHead align="end">Rate</TableHead>
            <TableHead align="end">Royalty per copy</TableHead>
            <TableHead align="end">Gross margin per copy</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {value.royaltySteps.map((step) => (
            <TableRow key={step.fromUnits}>
              <TableCell>{tierCopies(step)}</TableCell>
              <TableCell>
                {choiceLabel(ROYALTY_BASIS, step.basis)}
                {step.rule === 'high_discount' ? ' (high discount)' : ''}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatPercent(step.ratePercent, 2, false)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{money(step.royaltyPerCopy)}</TableCell>
              <TableCell className="text-right tabular-nums">{money(step.grossMarginPerCopy)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </TableSection>

      <TableSection id="sales-scenarios" title="Profit at three sales scenarios">
        <TableHeader>
          <TableRow>
            <TableHead>
              <span className="sr-only">Figure</span>
            </TableHead>
            {value.scenarios.map((scenario) => (
              <TableHead key={scenario.name} align="end">
                {SCENARIO_NAMES[scenario.name]}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(([label, figure]) => (
            <TableRow key={label}>
              <TableHead scope="row">{label}</TableHead>
              {value.scenarios.map((scenario) => (
                <TableCell key={scenario.name} className="text-right tabular-nums">
                  {figure(scenario)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </TableSection>
      <p className="text-xs text-muted-foreground">
        The author is paid the larger of the advance and the royalties earned; copies sold beyond the print
        run are reprinted at the cost per copy.
      </p>
    </div>
  );
}
