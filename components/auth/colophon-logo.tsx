import { BookOpenTextIcon } from '@/components/icons';

import { cn } from '@/lib/utils';

type ColophonLogoProps = {
  /** For a primary-coloured background: the mark takes the page colours instead. */
  inverted?: boolean;
  className?: string;
};

/** The product's mark and name; the name is text, so the mark stays decorative. */
function ColophonLogo({ inverted = false, className }: ColophonLogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold tracking-tight', className)}>
      <span
        className={cn(
          'grid size-8 place-items-center rounded-md',
          inverted ? 'bg-primary-foreground text-primary' : 'bg-primary text-primary-foreground',
        )}
      >
        <BookOpenTextIcon aria-hidden="true" className="size-[1.125rem]" />
      </span>
      Colophon
    </span>
  );
}

export { ColophonLogo };
