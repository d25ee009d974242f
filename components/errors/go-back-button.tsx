'use client';

import { useRouter } from 'next/navigation';

import { Button, type ButtonProps } from '@/components/ui/button';

/** One step back in history; a tab opened straight onto the page has nowhere to go back to, so it goes home. */
function GoBackButton({
  children = 'Go Back',
  variant = 'outline',
  ...props
}: Omit<ButtonProps, 'onClick' | 'asChild'>) {
  const router = useRouter();
  return (
    <Button
      variant={variant}
      onClick={() => {
        if (window.history.length > 1) router.back();
        else router.push('/');
      }}
      {...props}
    >
      {children}
    </Button>
  );
}

export { GoBackButton };
