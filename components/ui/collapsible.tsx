'use client';

import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';

import { cn } from '@/lib/utils';

/*
 * The markup and behaviour of Radix Collapsible (controlled only), without its runtime: the trigger's
 * aria-expanded and aria-controls, data-state on all three parts, and closed content kept out of the
 * DOM once its closing animation has run. The animations in globals.css read the content's height.
 */

const HEIGHT_VARIABLE = '--radix-collapsible-content-height';

type CollapsibleContextValue = { open: boolean; toggle: () => void; contentId: string };

const CollapsibleContext = React.createContext<CollapsibleContextValue | null>(null);

function useCollapsible(part: string): CollapsibleContextValue {
  const context = React.useContext(CollapsibleContext);
  if (!context) throw new Error(`${part} must be used within a Collapsible.`);
  return context;
}

function stateOf(open: boolean): 'open' | 'closed' {
  return open ? 'open' : 'closed';
}

function Collapsible({
  open,
  onOpenChange,
  asChild = false,
  ...props
}: React.ComponentProps<'div'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  asChild?: boolean;
}) {
  const contentId = React.useId();
  const toggle = React.useCallback(() => onOpenChange(!open), [open, onOpenChange]);
  const value = React.useMemo(() => ({ open, toggle, contentId }), [open, toggle, contentId]);
  const Comp = asChild ? Slot : 'div';
  return (
    <CollapsibleContext value={value}>
      <Comp data-slot="collapsible" data-state={stateOf(open)} {...props} />
    </CollapsibleContext>
  );
}

function CollapsibleTrigger({ onClick, ...props }: React.ComponentProps<'button'>) {
  const { open, toggle, contentId } = useCollapsible('CollapsibleTrigger');
  return (
    <button
      type="button"
      data-slot="collapsible-trigger"
      aria-controls={open ? contentId : undefined}
      aria-expanded={open}
      data-state={stateOf(open)}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
    />
  );
}

function CollapsibleContent({ className, children, ...props }: React.ComponentProps<'div'>) {
  const { open, contentId } = useCollapsible('CollapsibleContent');
  const ref = React.useRef<HTMLDivElement>(null);
  const [closing, setClosing] = React.useState(false);
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open);
  }
  const shown = open || closing;

  // What is open on first paint is simply open; only the user's toggles animate.
  const animatesRef = React.useRef(!open);
  const animationNameRef = React.useRef<string | null>(null);
  React.useEffect(() => {
    const frame = requestAnimationFrame(() => {
      animatesRef.current = true;
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  React.useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    animationNameRef.current ??= node.style.animationName;
    // Measured with the animation off, or the height would be a frame of it.
    node.style.animationName = 'none';
    node.style.setProperty(HEIGHT_VARIABLE, `${node.getBoundingClientRect().height}px`);
    if (animatesRef.current) node.style.animationName = animationNameRef.current;
    if (open) return;
    // No animation (none declared, or the sidebar hidden) settles at once; a reopening cancels it.
    Promise.all(node.getAnimations().map((animation) => animation.finished)).then(
      () => setClosing(false),
      () => undefined,
    );
  }, [open]);

  return (
    <div
      ref={ref}
      data-slot="collapsible-content"
      data-state={stateOf(open)}
      id={contentId}
      hidden={!shown}
      className={cn(
        'overflow-hidden data-[state=closed]:animate-collapsible-up data-[state=open]:animate-collapsible-down',
        className,
      )}
      {...props}
    >
      {shown ? children : null}
    </div>
  );
}

export { Collapsible, CollapsibleTrigger, CollapsibleContent };
