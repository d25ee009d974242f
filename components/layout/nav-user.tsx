import { ChevronsUpDownIcon } from '@/components/icons';

import { cn } from '@/lib/utils';
import { SidebarMenu, SidebarMenuItem, sidebarMenuButtonVariants } from '@/components/layout/sidebar-parts';
import { UserAvatar } from '@/components/layout/user-avatar';
import { UserMenuDropdown } from '@/components/layout/user-menu-dropdown';
import type { ShellUser } from '@/components/layout/types';

/** The sidebar's user block: avatar, name and email, opening the same menu as the header's. */
function NavUser({ user }: { user: ShellUser }) {
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <UserMenuDropdown user={user} placement="sidebar">
          <button
            type="button"
            className={cn(
              sidebarMenuButtonVariants({ size: 'lg' }),
              'data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground',
            )}
          >
            <UserAvatar user={user} shape="square" />
            <span className="grid min-w-0 flex-1 text-left text-sm leading-tight">
              <span className="truncate font-medium">{user.name}</span>
              <span className="truncate text-xs">{user.email}</span>
            </span>
            <ChevronsUpDownIcon aria-hidden="true" className="ml-auto" />
          </button>
        </UserMenuDropdown>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}

export { NavUser };
