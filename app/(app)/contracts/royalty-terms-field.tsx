'use client';

import { PlusIcon, XIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ORDER_CHANNEL, PUBLICATION_FORMAT, ROYALTY_BASIS } from '@/lib/contract/choices';
import type { OrderChannel, PublicationFormat, RoyaltyBasis } from '@/lib/contract/enums';
import { NumberCell, SelectCell, type NumberValue } from './row-cells';
import { RowsField, type RowsWidgetProps } from './rows-field';
import { termName } from '@/lib/contracts/terms-text';

interface Step {
  fromUnits: NumberValue;
  ratePercent: NumberValue;
}

interface TermRow {
  format: PublicationFormat | null;
  channel: OrderChannel | null;
  basis: RoyaltyBasis | null;
  escalators: Step[];
  highDiscount: { minDiscountPercent: NumberValue; ratePercent: NumberValue } | null;
}

/** A term's escalator: from so many copies sold, a rate; the first step starts at the first copy. */
function Escalator({
  steps,
  onChange,
  fixed,
}: {
  steps: Step[];
  onChange: (steps: Step[]) => void;
  fixed: boolean;
}) {
  const change = (index: number, patch: Partial<Step>) =>
    onChange(steps.map((step, at) => (at === index ? { ...step, ...patch } : step)));
  return (
    <div className="basis-full space-y-2">
      <p className="text-xs font-medium text-muted-foreground">Escalator</p>
      <ol className="space-y-2">
        {steps.map((step, index) => (
          <li key={index} className="flex flex-wrap items-end gap-3" aria-label={`Step ${index + 1}`}>
            <NumberCell
              label="From copies"
              value={step.fromUnits}
              onChange={(fromUnits) => change(index, { fromUnits })}
            />
            <NumberCell
              label="Rate (%)"
              value={step.ratePercent}
              step={0.01}
              onChange={(ratePercent) => change(index, { ratePercent })}
            />
            {steps.length > 1 && !fixed ? (
              <Button
                variant="ghost"
                size="icon-sm"
                onClick={() => onChange(steps.filter((_, at) => at !== index))}
                aria-label={`Remove step ${index + 1}`}
              >
                <XIcon aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {fixed ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...steps, { fromUnits: '', ratePercent: '' }])}
        >
          <PlusIcon aria-hidden="true" />
          Add a step
        </Button>
      )}
    </div>
  );
}

/**
 * Royalty terms per format and channel (none for every one): the basis, the escalator, and the rate
 * on net receipts for sales at a high discount.
 */
export function RoyaltyTermsField(props: RowsWidgetProps) {
  return (
    <RowsField<TermRow>
      {...props}
      name="royaltyTerms"
      description="A channel’s own term (export, say) comes before the format’s; escalators count home copies across statements."
      noun="royalty term"
      blank={() => ({
        format: null,
        channel: null,
        basis: 'list_price',
        escalators: [{ fromUnits: 0, ratePercent: '' }],
        highDiscount: null,
      })}
      rowLabel={termName}
      row={(term, change) => (
        <>
          <SelectCell
            label="Format"
            value={term.format}
            choice={PUBLICATION_FORMAT}
            none="Every format"
            onChange={(format) => change({ format })}
          />
          <SelectCell
            label="Channel"
            value={term.channel}
            choice={ORDER_CHANNEL}
            none="Every channel"
            onChange={(channel) => change({ channel })}
          />
          <SelectCell
            label="Basis"
            value={term.basis}
            choice={ROYALTY_BASIS}
            onChange={(basis) => change({ basis })}
          />
          <Escalator
            steps={term.escalators}
            onChange={(escalators) => change({ escalators })}
            fixed={props.fixed}
          />
          <div className="flex basis-full flex-wrap items-end gap-3">
            <label className="flex items-center gap-2 self-center text-sm">
              <Checkbox
                checked={term.highDiscount !== null}
                onCheckedChange={(checked) =>
                  change({
                    highDiscount: checked === true ? { minDiscountPercent: '', ratePercent: '' } : null,
                  })
                }
              />
              High-discount rule
            </label>
            {term.highDiscount ? (
              <>
                <NumberCell
                  label="From discount (%)"
                  value={term.highDiscount.minDiscountPercent}
                  step={0.01}
                  onChange={(minDiscountPercent) =>
                    change({ highDiscount: { ratePercent: '', ...term.highDiscount, minDiscountPercent } })
                  }
                  className="w-36"
                />
                <NumberCell
                  label="Rate on net receipts (%)"
                  value={term.highDiscount.ratePercent}
                  step={0.01}
                  onChange={(ratePercent) =>
                    change({ highDiscount: { minDiscountPercent: '', ...term.highDiscount, ratePercent } })
                  }
                  className="w-44"
                />
              </>
            ) : null}
          </div>
        </>
      )}
    />
  );
}
