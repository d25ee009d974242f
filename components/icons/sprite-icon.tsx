import type * as React from 'react';

import { cn } from '@/lib/utils';

export type IconProps = React.SVGProps<SVGSVGElement> & { size?: number | string };
/** An icon of the sprite; `symbol` is its address there, which data for client components can carry. */
export type IconComponent = ((props: IconProps) => React.ReactElement) & { symbol: string };

/**
 * An icon drawn from the sprite (`public/icons.svg`, lucide's drawings) by its symbol's address: the page
 * carries two elements and an address instead of the drawing's paths, and no client code. It takes
 * lucide's attributes and class names, so styles written for lucide icons apply; it is hidden from
 * assistive technology unless it is given a name, and then it is an image of that name.
 */
export function SymbolIcon({
  symbol,
  size = 24,
  strokeWidth = 2,
  className,
  ...props
}: IconProps & { symbol: string }) {
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={named ? 'img' : undefined}
      aria-hidden={named ? undefined : 'true'}
      className={cn('lucide', `lucide-${symbol.slice(symbol.indexOf('#') + 1)}`, className)}
      {...props}
    >
      <use href={symbol} />
    </svg>
  );
}

/** The icon `name` of `sprite`, as a component. */
export function spriteIcon(sprite: string, name: string): IconComponent {
  const symbol = `${sprite}#${name}`;
  function SpriteIcon(props: IconProps) {
    return <SymbolIcon symbol={symbol} {...props} />;
  }
  SpriteIcon.displayName = `Icon(${name})`;
  return Object.assign(SpriteIcon, { symbol });
}
