'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';

import { SidebarGroup, SidebarGroupLabel, SidebarMenu } from '@/components/layout/sidebar-parts';
import { NavItem } from '@/components/layout/nav-item';
import type { SidebarNavGroup } from '@/components/layout/types';

/** A titled group of the sidebar; the list is named by the title for screen readers. */
function NavGroup({ group }: { group: SidebarNavGroup }) {
  // The layout persists across navigations, so the current page comes from the router, not the server.
  const pathname = usePathname();
  const labelId = React.useId();
  return (
    <SidebarGroup>
      <SidebarGroupLabel id={labelId}>{group.title}</SidebarGroupLabel>
      <SidebarMenu aria-labelledby={labelId}>
        {group.items.map((item) => (
          <NavItem key={item.url ?? item.title} item={item} pathname={pathname} />
        ))}
      </SidebarMenu>
    </SidebarGroup>
  );
}

export { NavGroup };
