import { Link } from '@/components/ui/link';

import type { Team } from '@/lib/navigation/types';
import { cn } from '@/lib/utils';
import { NavIcon } from '@/components/layout/nav-icon';
import { SidebarMenu, SidebarMenuItem, sidebarMenuButtonVariants } from '@/components/layout/sidebar-parts';

/**
 * The team entry at the top of the sidebar (spec 2.6): the firm, with its plan 'Member area'.
 * Staff belong to one firm, so there is nothing to switch to; the entry leads home instead of
 * opening a menu of one. A server component: the logo is rendered here and never ships as code.
 */
function TeamSwitcher({ team }: { team: Team }) {
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <Link href="/" className={cn(sidebarMenuButtonVariants({ size: 'lg' }))}>
          <span className="flex aspect-square size-8 shrink-0 items-center justify-center rounded-lg bg-sidebar-primary text-sidebar-primary-foreground">
            {team.logo ? <NavIcon name={team.logo} className="size-4" /> : null}
          </span>
          <span className="grid min-w-0 flex-1 text-left text-sm leading-tight">
            <span className="truncate font-semibold">{team.name}</span>
            <span className="truncate text-xs">{team.plan}</span>
          </span>
        </Link>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}

export { TeamSwitcher };
