'use client';

import * as React from 'react';

import { cn } from '@/lib/utils';

/** Pasted or typed text as code characters: whitespace and anything but letters and digits dropped, upper-cased. */
export function codeCharacters(text: string): string[] {
  return Array.from(text.replace(/[^A-Za-z0-9]/g, '').toUpperCase());
}

type OtpInputProps = {
  /** One entry per box, '' for an empty one. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Enter in any box: the form decides whether the code is complete enough to send. */
  onEnter?: () => void;
  /** The box after which a divider is drawn (spec 2.5: after the 3rd). */
  dividerAfter?: number;
  invalid?: boolean;
  disabled?: boolean;
  /** Ids of the texts describing the code (hint, error), read with every box. */
  describedBy?: string;
  /** Where focus goes: the form moves it back to the start after a refused code. */
  ref?: React.Ref<OtpInputHandle>;
};

export type OtpInputHandle = { focus: (index?: number) => void };

/**
 * One box per character: typing moves on, Backspace on an empty box goes back, the arrow keys, Home and
 * End move, and a paste (or the browser's one-time-code autofill) spreads over the boxes.
 */
function OtpInput({
  value,
  onChange,
  onEnter,
  dividerAfter,
  invalid,
  disabled,
  describedBy,
  ref,
}: OtpInputProps) {
  const boxes = React.useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;

  const focusBox = React.useCallback(
    (index: number) => {
      const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
      box?.focus();
      box?.select();
    },
    [length],
  );

  React.useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }), [focusBox]);

  /** Writes characters from a box onwards; a whole code, wherever it lands, fills every box. */
  function fill(from: number, characters: string[]) {
    if (characters.length === 0) return;
    const start = characters.length >= length ? 0 : from;
    const next = [...value];
    characters.slice(0, length - start).forEach((character, offset) => {
      next[start + offset] = character;
    });
    onChange(next);
    focusBox(Math.min(start + characters.length, length - 1));
  }

  function set(index: number, character: string) {
    const next = [...value];
    next[index] = character;
    onChange(next);
  }

  function handleChange(index: number, event: React.ChangeEvent<HTMLInputElement>) {
    const typed = codeCharacters(event.target.value);
    if (typed.length === 0) {
      if (event.target.value === '') set(index, '');
      return;
    }
    // A character typed after the one already there replaces it rather than spilling into the next box.
    const [first, second] = typed;
    if (typed.length === 2 && first === value[index] && second) {
      set(index, second);
      focusBox(index + 1);
      return;
    }
    fill(index, typed);
  }

  function handleKeyDown(index: number, event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'Backspace':
        if (value[index]) return;
        event.preventDefault();
        if (index > 0) {
          set(index - 1, '');
          focusBox(index - 1);
        }
        return;
      case 'Delete':
        event.preventDefault();
        set(index, '');
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        return;
      case 'Enter':
        event.preventDefault();
        onEnter?.();
        return;
    }
  }

  function handlePaste(index: number, event: React.ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, codeCharacters(event.clipboardData.getData('text')));
  }

  return (
    <div className="flex items-center gap-1 sm:gap-2">
      {value.map((character, index) => (
        <React.Fragment key={index}>
          <input
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="text"
            pattern="[A-Za-z0-9]"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            aria-label={`Character ${index + 1} of ${length}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            value={character}
            onChange={(event) => handleChange(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
            className={cn(
              'h-11 w-9 min-w-0 rounded-md border border-input bg-transparent text-center font-mono text-lg font-medium uppercase shadow-xs transition-colors sm:w-11',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden',
              'disabled:cursor-not-allowed disabled:opacity-50',
              'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
            )}
          />
          {dividerAfter !== undefined && index === dividerAfter - 1 && index < length - 1 ? (
            <span aria-hidden="true" className="mx-0.5 h-0.5 w-2.5 shrink-0 rounded-full bg-foreground/60" />
          ) : null}
        </React.Fragment>
      ))}
    </div>
  );
}

export { OtpInput };
