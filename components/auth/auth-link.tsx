import { Link } from '@/components/ui/link';

import { cn } from '@/lib/utils';

/** A text link of the signed-out screens: underlined, so it is told from text by more than colour. */
function AuthLink({ className, ...props }: React.ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-foreground underline underline-offset-4 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
        className,
      )}
      {...props}
    />
  );
}

export { AuthLink };
