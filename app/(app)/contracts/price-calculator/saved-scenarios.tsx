'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { SaveIcon } from '@/components/icons';
import { useFormContext } from 'react-hook-form';

import { ConfirmDialog } from '@/components/entity-form/confirm-dialog';
import { TextField } from '@/components/entity-form/fields';
import { FormFailure } from '@/components/entity-form/form-failure';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import type { Parser } from '@/lib/bff/parser';
import { calculatePrice, type PriceCalculatorInput } from '@/lib/contracts/price-calculator';
import { formatDateTime, formatNumber } from '@/lib/format';
import { showFieldErrors } from '@/lib/forms/field-errors';
import { valuesOf, type CalculatorValues } from './calculator-values';
import { SalesComparison } from './sales-comparison';
import type { ContractSales, Read, SavedScenario } from './scenario-data';

/** Any successful answer: the page is read again from the server after a save or a delete. */
const anyAnswer: Parser<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

const FIELDS = [
  'name',
  'format',
  'pageCount',
  'printRun',
  'unitCost',
  'perPageRate',
  'fixedCosts',
  'listPrice',
  'averageDiscountPercent',
  'low',
  'expected',
  'high',
] as const;

/** The form field an issue of the saved inputs names: `inputs.cost.unitCost` → `unitCost`. */
function fieldOfIssue(path: string): string {
  const parts = path.replace(/^inputs\./, '').split('.');
  const scenario = { low: 'low', expected: 'expected', high: 'high' } as Record<string, string>;
  return (
    parts.reverse().find((part) => (FIELDS as readonly string[]).includes(part) || part in scenario) ?? path
  );
}

export type CalculatorForm = CalculatorValues & { name: string };

/**
 * The scenarios saved to the contract: save the one on screen under a name, load one back, delete
 * one, and compare one with the title's actual sales.
 */
export function SavedScenarios({
  contractId,
  currency,
  input,
  scenarios,
  sales,
  canSave,
}: {
  contractId: number;
  currency: string;
  /** The calculator's input as on screen. */
  input: PriceCalculatorInput;
  scenarios: Read<SavedScenario[]>;
  sales: Read<ContractSales>;
  canSave: boolean;
}) {
  const router = useRouter();
  const form = useFormContext<CalculatorForm>();
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);
  const [comparing, setComparing] = React.useState<number | null>(null);
  const [deleting, setDeleting] = React.useState<SavedScenario | null>(null);
  const base = `/api/contracts/${contractId}/scenarios`;

  async function save() {
    setRefusal(null);
    setSaving(true);
    try {
      await fetchJson(base, anyAnswer, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: form.getValues('name'), inputs: input }),
      });
      toast.success('The scenario was saved');
      form.setValue('name', '');
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setRefusal('The server could not be reached; the scenario was not saved.');
        return;
      }
      const messages = Object.fromEntries(
        (error.issues ?? []).map((issue) => [fieldOfIssue(issue.path), issue.message]),
      );
      if (!showFieldErrors(form.setError, FIELDS, messages)) setRefusal(error.message);
    } finally {
      setSaving(false);
    }
  }

  async function remove(scenario: SavedScenario): Promise<boolean> {
    try {
      await fetchJson(`${base}/${scenario.scenarioId}`, anyAnswer, { method: 'DELETE' });
    } catch (error) {
      toast.error('The scenario was not deleted', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
      return false;
    }
    toast.success(`“${scenario.name}” was deleted`);
    if (comparing === scenario.scenarioId) setComparing(null);
    router.refresh();
    return true;
  }

  const list = scenarios.ok ? scenarios.value : [];
  const compared = list.find((scenario) => scenario.scenarioId === comparing);
  return (
    <section className="space-y-4" aria-labelledby="saved-scenarios">
      <h2 id="saved-scenarios" className="text-lg font-semibold">
        Saved scenarios
      </h2>
      {canSave ? (
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-72">
            <TextField
              control={form.control}
              name="name"
              label="Scenario name"
              placeholder="First printing, trade"
              maxLength={100}
            />
          </div>
          <Button onClick={() => void save()} disabled={saving}>
            {saving ? <Spinner label="" /> : <SaveIcon aria-hidden="true" />}
            Save scenario
          </Button>
        </div>
      ) : null}
      {refusal ? <FormFailure title="Not saved" message={refusal} /> : null}
      {!scenarios.ok ? (
        <p className="text-sm text-destructive">{scenarios.message}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">No scenarios saved to this contract yet.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Saved scenarios">
          {list.map((scenario) => {
            const result = calculatePrice(scenario.inputs);
            return (
              <li key={scenario.scenarioId} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{scenario.name}</p>
                  <p className="text-xs text-muted-foreground">
                    Saved {formatDateTime(scenario.createdAt)}
                    {scenario.createdBy ? ` by ${scenario.createdBy}` : ''}
                    {result.ok
                      ? ` · break-even ${result.value.breakEvenCopies === null ? 'never' : `${formatNumber(result.value.breakEvenCopies)} copies`}`
                      : ''}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => form.reset({ ...valuesOf(scenario.inputs, currency), name: '' })}
                >
                  Load
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-pressed={comparing === scenario.scenarioId}
                  onClick={() => setComparing(comparing === scenario.scenarioId ? null : scenario.scenarioId)}
                >
                  Compare with sales
                </Button>
                {canSave ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive"
                    onClick={() => setDeleting(scenario)}
                  >
                    Delete
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {compared ? (
        <div
          className="rounded-md border p-4"
          aria-label={`${compared.name} against the sales`}
          role="region"
        >
          {!sales.ok ? (
            <p className="text-sm text-destructive">{sales.message}</p>
          ) : (
            <SalesComparison input={compared.inputs} sales={sales.value} />
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete “${deleting?.name ?? ''}”?`}
        description="The saved scenario is removed from the contract."
        confirmLabel="Delete"
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve(false))}
      />
    </section>
  );
}
