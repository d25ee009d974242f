'use client';

import * as React from 'react';

import { ChevronRightIcon } from '@/components/icons';
import { SymbolIcon } from '@/components/icons/sprite-icon';
import { isActive, isGroupOpenByDefault } from '@/lib/navigation/match';
import { cn } from '@/lib/utils';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { LazyDropdown } from '@/components/ui/lazy-menu';
import {
  SidebarMenuBadge,
  SidebarMenuItem,
  SidebarMenuSub,
  sidebarMenuButtonVariants,
  sidebarMenuSubButtonClass,
} from '@/components/layout/sidebar-parts';
import { useSidebar } from '@/components/layout/sidebar';
import { useNavTooltips } from '@/components/layout/main-nav';
import { currentPage, linksIn, type NavLinkItem } from '@/components/layout/nav-links';
import type { SidebarNavItem } from '@/components/layout/types';

const loadPopupMenu = () =>
  import('@/components/layout/nav-popup-menu').then((module) => module.NavPopupMenuContent);

function NavLink({ item, pathname }: { item: NavLinkItem; pathname: string }) {
  // Only the collapsed sidebar hides the titles, so only it shows them as tooltips.
  const tooltips = useNavTooltips();
  const active = isActive(item, pathname);
  const link = (
    // A plain anchor: the navigation (main-nav.tsx) opens it with the router.
    <a href={item.url} data-active={active} {...currentPage(active)} className={sidebarMenuButtonVariants()}>
      {item.iconSymbol ? <SymbolIcon symbol={item.iconSymbol} /> : null}
      <span>{item.title}</span>
      {item.badge ? <SidebarMenuBadge>{item.badge}</SidebarMenuBadge> : null}
    </a>
  );
  return (
    <SidebarMenuItem>
      {tooltips ? <tooltips.NavTooltip label={item.title}>{link}</tooltips.NavTooltip> : link}
    </SidebarMenuItem>
  );
}

function NavCollapsible({ item, pathname }: { item: SidebarNavItem; pathname: string }) {
  const openForPath = isGroupOpenByDefault(item, pathname);
  const [open, setOpen] = React.useState(openForPath);
  // Arriving in the group's area (from the palette, say) opens it; leaving leaves it as the user set it.
  const [wasOpenForPath, setWasOpenForPath] = React.useState(openForPath);
  if (openForPath !== wasOpenForPath) {
    setWasOpenForPath(openForPath);
    if (openForPath) setOpen(true);
  }

  return (
    <Collapsible asChild open={open} onOpenChange={setOpen}>
      <SidebarMenuItem>
        <CollapsibleTrigger
          data-active={isActive(item, pathname)}
          className={cn(sidebarMenuButtonVariants(), 'group/collapsible')}
        >
          {item.iconSymbol ? <SymbolIcon symbol={item.iconSymbol} /> : null}
          <span className="truncate">{item.title}</span>
          {item.badge ? <SidebarMenuBadge>{item.badge}</SidebarMenuBadge> : null}
          <ChevronRightIcon
            className={cn(
              'transition-transform duration-200 group-data-[state=open]/collapsible:rotate-90',
              // The badge takes the free space; alone, the chevron does.
              !item.badge && 'ml-auto',
            )}
          />
        </CollapsibleTrigger>
        <CollapsibleContent>
          <SidebarMenuSub>
            {linksIn(item).map((child) => {
              const active = isActive(child, pathname);
              return (
                <li key={child.url}>
                  <a
                    href={child.url}
                    data-active={active}
                    {...currentPage(active)}
                    className={sidebarMenuSubButtonClass}
                  >
                    {child.iconSymbol ? <SymbolIcon symbol={child.iconSymbol} /> : null}
                    <span>{child.title}</span>
                    {child.badge ? <SidebarMenuBadge>{child.badge}</SidebarMenuBadge> : null}
                  </a>
                </li>
              );
            })}
          </SidebarMenuSub>
        </CollapsibleContent>
      </SidebarMenuItem>
    </Collapsible>
  );
}

/** A collapsible as the collapsed sidebar shows it: its icon, opening its links as a menu beside it. */
function NavPopupMenu({ item, pathname }: { item: SidebarNavItem; pathname: string }) {
  return (
    <SidebarMenuItem>
      <LazyDropdown load={loadPopupMenu} contentProps={{ item, pathname }}>
        <button type="button" data-active={isActive(item, pathname)} className={sidebarMenuButtonVariants()}>
          {item.iconSymbol ? <SymbolIcon symbol={item.iconSymbol} /> : null}
          <span>{item.title}</span>
        </button>
      </LazyDropdown>
    </SidebarMenuItem>
  );
}

/** One entry of a sidebar group: a link, or a collapsible (a popup menu while the sidebar is collapsed). */
function NavItem({ item, pathname }: { item: SidebarNavItem; pathname: string }) {
  const { state, isMobile } = useSidebar();
  if (item.url !== undefined) return <NavLink item={{ ...item, url: item.url }} pathname={pathname} />;
  if (state === 'collapsed' && !isMobile) return <NavPopupMenu item={item} pathname={pathname} />;
  return <NavCollapsible item={item} pathname={pathname} />;
}

export { NavItem };
