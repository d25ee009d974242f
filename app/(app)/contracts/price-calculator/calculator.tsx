'use client';

import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Form } from '@/components/ui/form';
import { calculatePrice } from '@/lib/contracts/price-calculator';
import { CalculatorInputs } from './calculator-inputs';
import { CalculatorResults } from './calculator-results';
import {
  calculatorInput,
  startingValues,
  typedScenarios,
  type CalculatorContract,
  type CalculatorValues,
} from './calculator-values';
import { SavedScenarios, type CalculatorForm } from './saved-scenarios';
import type { ContractSales, Read, SavedScenario } from './scenario-data';

/** The P&L of the values on screen: the default scenarios first, then the typed ones if any. */
function work(values: CalculatorValues, contract: CalculatorContract) {
  const first = calculatePrice(calculatorInput(values, contract));
  if (!first.ok) return { result: first, input: calculatorInput(values, contract), defaults: null };
  const [low, expected, high] = first.value.scenarios.map((scenario) => scenario.copies);
  const defaults = { low: low ?? 0, expected: expected ?? 0, high: high ?? 0 };
  const scenarios = typedScenarios(values, defaults);
  const input = calculatorInput(values, contract, scenarios);
  return { result: scenarios ? calculatePrice(input) : first, input, defaults };
}

/**
 * The price calculator: the title's inputs on one side, its P&L under the contract on the other,
 * recomputed in the browser on every change (calculatePrice is pure), and the scenarios saved to the
 * contract below.
 */
export function PriceCalculator({
  contract,
  scenarios,
  sales,
  canSave,
}: {
  contract: CalculatorContract;
  scenarios: Read<SavedScenario[]>;
  sales: Read<ContractSales>;
  canSave: boolean;
}) {
  const form = useForm<CalculatorForm>({ defaultValues: { ...startingValues(contract), name: '' } });
  const values = useWatch({ control: form.control }) as CalculatorForm;
  const { result, input, defaults } = React.useMemo(() => work(values, contract), [values, contract]);
  const contractIssues = result.ok
    ? []
    : result.issues.filter(
        (issue) => issue.field === 'terms' || issue.field === 'advance' || issue.field === 'format',
      );
  const control = form.control as unknown as Parameters<typeof CalculatorInputs>[0]['control'];
  return (
    <Form {...form}>
      <div className="space-y-8">
        <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
          <CalculatorInputs
            control={control}
            values={values}
            formats={contract.formats}
            currency={contract.currency}
            advance={contract.advance}
            issues={result.ok ? [] : result.issues}
            defaults={defaults}
          />
          {result.ok ? (
            <CalculatorResults
              value={result.value}
              currency={contract.currency}
              printRun={typeof values.printRun === 'number' ? values.printRun : 0}
            />
          ) : (
            <div className="space-y-3">
              {contractIssues.length > 0 ? (
                <Alert variant="destructive">
                  <AlertTitle>The contract’s terms cannot price this</AlertTitle>
                  <AlertDescription>
                    {contractIssues.map((issue) => (
                      <p key={issue.message}>{issue.message}</p>
                    ))}
                  </AlertDescription>
                </Alert>
              ) : null}
              <p className="text-sm text-muted-foreground">
                The figures appear once the inputs beside them are complete.
              </p>
            </div>
          )}
        </div>
        <SavedScenarios
          contractId={contract.contractId}
          currency={contract.currency}
          input={input}
          scenarios={scenarios}
          sales={sales}
          canSave={canSave}
        />
      </div>
    </Form>
  );
}
