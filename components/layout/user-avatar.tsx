import { Avatar, AvatarFallback, type AvatarShape } from '@/components/ui/avatar';
import type { ShellUser } from '@/components/layout/types';

/** The user's initials in a circle, or in a rounded square. */
export function UserAvatar({ user, shape }: { user: ShellUser; shape?: AvatarShape }) {
  return (
    <Avatar shape={shape}>
      <AvatarFallback>{user.initials}</AvatarFallback>
    </Avatar>
  );
}
