'use client';

import * as React from 'react';
import { Link } from '@/components/ui/link';
import { LogOutIcon, UserRoundIcon, WrenchIcon } from '@/components/icons';
import { forgetCachedAnswers } from '@/components/providers/query-provider';
import { toast } from '@/components/ui/toast';

import {
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import { useSidebar } from '@/components/layout/sidebar';
import { UserAvatar } from '@/components/layout/user-avatar';
import type { ShellUser } from '@/components/layout/types';

/**
 * Spec 2.6: log out revokes the upstream token and deletes the session cookies (a same-site POST, see
 * app/api/session/sign-out), forgets every cached answer, and leaves for /signin with a full page load
 * so no state of the signed-in app survives in memory.
 */
function useLogOut() {
  const [pending, setPending] = React.useState(false);

  const logOut = React.useCallback(async () => {
    setPending(true);
    try {
      const response = await fetch('/api/session/sign-out', { method: 'POST', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`Sign-out answered ${response.status}`);
    } catch (error) {
      console.error(error);
      setPending(false);
      toast.error('Signing out failed. Please check your connection and try again.');
      return;
    }
    forgetCachedAnswers();
    window.location.replace('/signin');
  }, []);

  return { logOut, pending };
}

/** Who is signed in, the two settings links and Log out: the header's menu and the sidebar's user block share it. */
function UserMenuItems({ user }: { user: ShellUser }) {
  const { logOut, pending } = useLogOut();
  return (
    <>
      <DropdownMenuLabel className="p-0! font-normal!">
        <div className="flex items-center gap-2 px-1 py-1.5 text-left text-sm">
          <UserAvatar user={user} shape="square" />
          <div className="grid min-w-0 flex-1 leading-tight">
            <span className="truncate font-medium">{user.name}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          </div>
        </div>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuGroup>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <UserRoundIcon aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings/account">
            <WrenchIcon aria-hidden="true" />
            Account
          </Link>
        </DropdownMenuItem>
      </DropdownMenuGroup>
      <DropdownMenuSeparator />
      <DropdownMenuItem disabled={pending} onSelect={() => void logOut()}>
        <LogOutIcon aria-hidden="true" />
        Log out
      </DropdownMenuItem>
    </>
  );
}

/** The user menu under the header's initials. */
export function HeaderUserMenuContent({ user }: { user: ShellUser }) {
  return (
    <DropdownMenuContent align="end" sideOffset={8} className="w-56">
      <UserMenuItems user={user} />
    </DropdownMenuContent>
  );
}

/** The user menu beside the sidebar's user block, or under it in the drawer. */
export function SidebarUserMenuContent({ user }: { user: ShellUser }) {
  const { isMobile } = useSidebar();
  return (
    <DropdownMenuContent
      className="w-(--radix-dropdown-menu-trigger-width) min-w-56! rounded-lg!"
      side={isMobile ? 'bottom' : 'right'}
      align="end"
      sideOffset={4}
    >
      <UserMenuItems user={user} />
    </DropdownMenuContent>
  );
}
