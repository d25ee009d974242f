import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import type { ShellUser } from '@/components/layout/types';

/** The user's initials in a circle (or a rounded square, with `rounded-lg`). */
export function UserAvatar({ user, className }: { user: ShellUser; className?: string }) {
  return (
    <Avatar className={className}>
      <AvatarFallback className="rounded-[inherit]">{user.initials}</AvatarFallback>
    </Avatar>
  );
}
