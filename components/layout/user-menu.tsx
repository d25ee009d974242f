import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/layout/user-avatar';
import { UserMenuDropdown } from '@/components/layout/user-menu-dropdown';
import type { ShellUser } from '@/components/layout/types';

/** The header's user menu: the initials open it. */
function UserMenu({ user }: { user: ShellUser }) {
  return (
    <UserMenuDropdown user={user} placement="header">
      <Button variant="ghost" size="icon" className="rounded-full!" aria-label={`User menu for ${user.name}`}>
        <UserAvatar user={user} />
      </Button>
    </UserMenuDropdown>
  );
}

export { UserMenu };
