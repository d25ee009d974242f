'use client';

import { Link } from '@/components/ui/link';

import { SymbolIcon } from '@/components/icons/sprite-icon';

import { isActive } from '@/lib/navigation/match';
import { cn } from '@/lib/utils';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import { currentPage, linksIn } from '@/components/layout/nav-links';
import type { SidebarNavItem } from '@/components/layout/types';

/** A collapsible's links as the collapsed sidebar lists them: a menu beside its icon, loaded on first use. */
export function NavPopupMenuContent({ item, pathname }: { item: SidebarNavItem; pathname: string }) {
  return (
    <DropdownMenuContent side="right" align="start" sideOffset={4} className="min-w-48!">
      <DropdownMenuLabel>{item.title}</DropdownMenuLabel>
      <DropdownMenuSeparator />
      {linksIn(item).map((child) => {
        const active = isActive(child, pathname);
        return (
          <DropdownMenuItem key={child.url} asChild className={cn(active && 'bg-accent font-medium')}>
            <Link href={child.url} {...currentPage(active)}>
              {child.iconSymbol ? <SymbolIcon symbol={child.iconSymbol} /> : null}
              <span className="truncate">{child.title}</span>
              {child.badge ? (
                <span className="ml-auto text-xs text-muted-foreground">{child.badge}</span>
              ) : null}
            </Link>
          </DropdownMenuItem>
        );
      })}
    </DropdownMenuContent>
  );
}
