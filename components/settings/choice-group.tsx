'use client';

import * as React from 'react';

import { cn } from '@/lib/utils';

type Choice<V extends string> = {
  value: V;
  label: string;
  description?: string;
  /** A picture of the choice (a theme swatch, a font sample), hidden from assistive technology. */
  preview?: React.ReactNode;
};

type ChoiceGroupProps<V extends string> = {
  legend: string;
  description?: string;
  name: string;
  value: V;
  onChange: (value: V) => void;
  choices: readonly Choice<V>[];
  error?: string;
  disabled?: boolean;
  className?: string;
};

/*
 * Native radio buttons in a fieldset, drawn as cards: the browser gives arrow-key selection, one
 * tab stop for the group and the right announcements, with no script of our own.
 */
function ChoiceGroup<V extends string>({
  legend,
  description,
  name,
  value,
  onChange,
  choices,
  error,
  disabled,
  className,
}: ChoiceGroupProps<V>) {
  const id = React.useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className={cn('space-y-3', className)}
      aria-describedby={describedBy || undefined}
      disabled={disabled}
    >
      <legend className="text-sm font-medium">{legend}</legend>
      {description ? (
        <p id={descriptionId} className="-mt-1 text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          const hintId = `${inputId}-hint`;
          return (
            // The hint sits outside the label so the choice's name stays its title alone.
            <div
              key={choice.value}
              className={cn(
                'relative flex flex-col gap-2 rounded-lg border p-3 text-sm transition-colors',
                'hover:bg-accent/60 has-checked:border-primary has-checked:ring-1 has-checked:ring-primary',
                'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
                'has-disabled:opacity-50',
              )}
            >
              <label htmlFor={inputId} className="flex cursor-pointer flex-col gap-2">
                {choice.preview ? <span aria-hidden="true">{choice.preview}</span> : null}
                <span className="flex items-center gap-2">
                  <input
                    id={inputId}
                    type="radio"
                    name={name}
                    value={choice.value}
                    checked={value === choice.value}
                    onChange={() => onChange(choice.value)}
                    aria-describedby={choice.description ? hintId : undefined}
                    className="size-4 accent-primary focus-visible:outline-none"
                  />
                  <span className="font-medium">{choice.label}</span>
                </span>
              </label>
              {choice.description ? (
                <p id={hintId} className="text-xs text-muted-foreground">
                  {choice.description}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export { ChoiceGroup, type Choice };
