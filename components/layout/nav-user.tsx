'use client';

import * as React from 'react';
import { ChevronsUpDownIcon } from 'lucide-react';

import { cn } from '@/lib/utils';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { SidebarMenu, SidebarMenuItem, sidebarMenuButtonVariants } from '@/components/layout/sidebar-parts';
import { useSidebar } from '@/components/layout/sidebar';
import { UserAvatar, UserMenuItems } from '@/components/layout/user-menu';
import type { ShellUser } from '@/components/layout/types';

/** The sidebar's user block: avatar, name and email, opening the same menu as the header's. */
function NavUser({ user }: { user: ShellUser }) {
  const { isMobile } = useSidebar();
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger
            className={cn(
              sidebarMenuButtonVariants({ size: 'lg' }),
              'data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground',
            )}
          >
            <UserAvatar user={user} className="size-8 rounded-lg" />
            <span className="grid min-w-0 flex-1 text-left text-sm leading-tight">
              <span className="truncate font-medium">{user.name}</span>
              <span className="truncate text-xs">{user.email}</span>
            </span>
            <ChevronsUpDownIcon aria-hidden="true" className="ml-auto" />
          </DropdownMenuTrigger>
          <DropdownMenuContent
            className="w-(--radix-dropdown-menu-trigger-width) min-w-56 rounded-lg"
            side={isMobile ? 'bottom' : 'right'}
            align="end"
            sideOffset={4}
          >
            <UserMenuItems user={user} />
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}

export { NavUser };
