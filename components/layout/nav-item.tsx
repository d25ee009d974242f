'use client';

import * as React from 'react';
import Link from 'next/link';
import { ChevronRightIcon } from 'lucide-react';

import { isActive, isGroupOpenByDefault } from '@/lib/navigation/match';
import { cn } from '@/lib/utils';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import {
  SidebarMenuBadge,
  SidebarMenuItem,
  SidebarMenuSub,
  sidebarMenuButtonVariants,
  sidebarMenuSubButtonClass,
} from '@/components/layout/sidebar-parts';
import { useSidebar } from '@/components/layout/sidebar';
import type { SidebarNavItem } from '@/components/layout/types';

type LinkItem = SidebarNavItem & { url: string };

/** Every link inside a collapsible, in order; the configuration nests one level, but deeper items are kept. */
function linksIn(item: SidebarNavItem): LinkItem[] {
  return (item.items ?? []).flatMap((child) => [
    ...(child.url !== undefined ? [{ ...child, url: child.url }] : []),
    ...linksIn(child),
  ]);
}

function currentPage(active: boolean) {
  return active ? ({ 'aria-current': 'page' } as const) : {};
}

function NavLink({ item, pathname }: { item: LinkItem; pathname: string }) {
  const { state, isMobile } = useSidebar();
  const active = isActive(item, pathname);
  const link = (
    <Link
      href={item.url}
      data-active={active}
      {...currentPage(active)}
      className={sidebarMenuButtonVariants()}
    >
      {item.iconNode}
      <span>{item.title}</span>
      {item.badge ? <SidebarMenuBadge>{item.badge}</SidebarMenuBadge> : null}
    </Link>
  );
  // Only the collapsed sidebar hides the titles, so only it needs them as tooltips; forty tooltips that
  // never show would otherwise be rendered with every page.
  if (state !== 'collapsed' || isMobile) return <SidebarMenuItem>{link}</SidebarMenuItem>;
  return (
    <SidebarMenuItem>
      <Tooltip>
        <TooltipTrigger asChild>{link}</TooltipTrigger>
        <TooltipContent side="right" align="center">
          {item.title}
        </TooltipContent>
      </Tooltip>
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
        <CollapsibleTrigger data-active={isActive(item, pathname)} className={sidebarMenuButtonVariants()}>
          {item.iconNode}
          <span className="truncate">{item.title}</span>
          {item.badge ? <SidebarMenuBadge>{item.badge}</SidebarMenuBadge> : null}
          <ChevronRightIcon
            aria-hidden="true"
            className={cn(
              'ml-auto transition-transform duration-200',
              open && 'rotate-90',
              item.badge && 'ml-0',
            )}
          />
        </CollapsibleTrigger>
        <CollapsibleContent>
          <SidebarMenuSub>
            {linksIn(item).map((child) => {
              const active = isActive(child, pathname);
              return (
                <li key={child.url}>
                  <Link
                    href={child.url}
                    data-active={active}
                    {...currentPage(active)}
                    className={sidebarMenuSubButtonClass}
                  >
                    {child.iconNode}
                    <span>{child.title}</span>
                    {child.badge ? <SidebarMenuBadge>{child.badge}</SidebarMenuBadge> : null}
                  </Link>
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
      <DropdownMenu>
        <DropdownMenuTrigger data-active={isActive(item, pathname)} className={sidebarMenuButtonVariants()}>
          {item.iconNode}
          <span>{item.title}</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent side="right" align="start" sideOffset={4} className="min-w-48">
          <DropdownMenuLabel>{item.title}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {linksIn(item).map((child) => {
            const active = isActive(child, pathname);
            return (
              <DropdownMenuItem key={child.url} asChild className={cn(active && 'bg-accent font-medium')}>
                <Link href={child.url} {...currentPage(active)}>
                  {child.iconNode}
                  <span className="truncate">{child.title}</span>
                  {child.badge ? (
                    <span className="ml-auto text-xs text-muted-foreground">{child.badge}</span>
                  ) : null}
                </Link>
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
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
