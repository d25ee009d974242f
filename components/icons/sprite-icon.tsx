import type * as React from 'react';

/*
 * Without lucide's drawing attributes: the `svg.lucide` rule sets them, and an attribute would lose to it
 * unseen. A class changes them instead.
 */
export type IconProps = Omit<
  React.SVGProps<SVGSVGElement>,
  'width' | 'height' | 'viewBox' | 'fill' | 'stroke' | 'strokeWidth' | 'strokeLinecap' | 'strokeLinejoin'
>;
/** An icon of the sprite; `symbol` is its address there, which data for client components can carry. */
export type IconComponent = ((props: IconProps) => React.ReactElement) & { symbol: string };

/**
 * An icon drawn from the sprite (`public/icons.svg`, lucide's drawings) by its symbol's address: the page
 * carries two elements and an address instead of the drawing's paths, and no client code. Its size and
 * strokes are lucide's, from the `lucide` rule of app/globals.css rather than attributes on every icon (a
 * page draws some fifty); classes change them (`size-4`, `fill-current`). It is hidden from assistive
 * technology unless it is given a name, and then it is an image of that name.
 */
export function SymbolIcon({ symbol, className, ...props }: IconProps & { symbol: string }) {
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <svg
      role={named ? 'img' : undefined}
      aria-hidden={named ? undefined : 'true'}
      className={className ? `lucide ${className}` : 'lucide'}
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
