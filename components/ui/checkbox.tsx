'use client';

import * as React from 'react';

import { cn } from '@/lib/utils';

type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  checked?: boolean | 'indeterminate';
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox with the theme's look (`ui-checkbox`): a list draws one per row, and a native
 * input costs the page a single element. 'indeterminate' is the mixed state of a select-all box.
 */
function Checkbox({ checked = false, onCheckedChange, className, ref, ...props }: CheckboxProps) {
  const mixed = checked === 'indeterminate';
  const setRef = React.useCallback(
    (input: HTMLInputElement | null) => {
      // The mixed state exists only as a property, never as an attribute.
      if (input) input.indeterminate = mixed;
      if (typeof ref === 'function') ref(input);
      else if (ref) ref.current = input;
    },
    [mixed, ref],
  );
  return (
    <input
      ref={setRef}
      type="checkbox"
      className={cn('ui-checkbox peer', className)}
      checked={checked === true}
      aria-checked={mixed ? 'mixed' : undefined}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      {...props}
    />
  );
}

export { Checkbox };
