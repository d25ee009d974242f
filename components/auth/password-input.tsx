'use client';

import * as React from 'react';
import { EyeIcon, EyeOffIcon } from '@/components/icons';

import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

type PasswordInputProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** What the show/hide button names, when a form has more than one password field. */
  revealLabel?: string;
};

/** A password field with a button that shows or hides what was typed. */
function PasswordInput({ className, revealLabel = 'password', disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = React.useState(false);
  return (
    <div className="relative">
      <Input
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        disabled={disabled}
        className={cn('pr-10', className)}
        {...props}
      />
      <Button
        variant="ghost"
        size="icon-sm"
        className="absolute top-1/2 right-0.5 -translate-y-1/2 text-muted-foreground hover:text-foreground!"
        aria-label={`${visible ? 'Hide' : 'Show'} ${revealLabel}`}
        disabled={disabled}
        onClick={() => setVisible((current) => !current)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </Button>
    </div>
  );
}

export { PasswordInput };
