import { PUBLICATION_FORMAT, choiceLabel } from '@/lib/contract/choices';
import { calculatePrice, type PriceCalculatorInput } from '@/lib/contracts/price-calculator';
import { formatMoney, formatNumber } from '@/lib/format';
import type { ContractSales } from './scenario-data';

/**
 * A saved scenario beside what the title has actually sold in its format: copies net of returns,
 * revenue (the net receipts), and profit, taking the scenario's costs and author's terms at the
 * copies actually sold.
 */
export function SalesComparison({ input, sales }: { input: PriceCalculatorInput; sales: ContractSales }) {
  const format = choiceLabel(PUBLICATION_FORMAT, input.format);
  const sold = sales.formats.find((entry) => entry.format === input.format);
  if (!sold || sold.unitsSold === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No sales of the {format.toLowerCase()} are recorded yet.
      </p>
    );
  const net = sold.unitsSold - sold.unitsReturned;
  const planned = calculatePrice(input);
  // The scenario's model at the copies actually sold: its production cost and what the author is paid.
  const atActual = calculatePrice({ ...input, scenarios: { low: net, expected: net, high: net } });
  if (!planned.ok || !atActual.ok)
    return (
      <p className="text-sm text-destructive">
        This scenario’s inputs no longer work out: load it and check them.
      </p>
    );
  const expected = planned.value.scenarios[1];
  const actual = atActual.value.scenarios[1];
  if (!expected || !actual) return null;
  const money = (amount: number) => formatMoney(amount, sales.currency);
  const actualProfit = sold.netReceipts - actual.productionCost - actual.authorCost;
  const breakEven = planned.value.breakEvenCopies;
  const rows: [string, string, string][] = [
    [
      'Copies sold, net of returns',
      formatNumber(expected.copies),
      `${formatNumber(net)} (${formatNumber(sold.unitsSold)} sold, ${formatNumber(sold.unitsReturned)} returned)`,
    ],
    ['Revenue', money(expected.revenue), money(sold.netReceipts)],
    [
      'Revenue per copy',
      money(planned.value.revenuePerCopy),
      net > 0 ? money(Math.round(sold.netReceipts / net)) : '—',
    ],
    ['Profit', money(expected.profit), money(actualProfit)],
    [
      'Break-even',
      breakEven === null ? 'Never' : `${formatNumber(breakEven)} copies`,
      breakEven === null
        ? '—'
        : net >= breakEven
          ? 'Reached'
          : `${formatNumber(breakEven - net)} copies to go`,
    ],
  ];
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-sm text-muted-foreground">
        The {format.toLowerCase()}: the scenario’s expected sales against the sales recorded to date
      </caption>
      <thead>
        <tr className="border-b">
          <th scope="col" className="py-2 text-left font-medium">
            <span className="sr-only">Figure</span>
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Scenario
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Actual
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, planned, actual]) => (
          <tr key={label} className="border-b last:border-0">
            <th scope="row" className="py-2 text-left font-normal text-muted-foreground">
              {label}
            </th>
            <td className="py-2 text-right tabular-nums">{planned}</td>
            <td className="py-2 text-right tabular-nums">{actual}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
