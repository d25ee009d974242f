import { ChevronRightIcon } from '@/components/icons';

import type { NavGroup as NavGroupConfig, NavItem, Team } from '@/lib/navigation/types';
import { cn } from '@/lib/utils';
import { SidebarContent, SidebarFooter, SidebarHeader } from '@/components/layout/sidebar-parts';
import { Sidebar } from '@/components/layout/sidebar';
import { MainNav } from '@/components/layout/main-nav';
import { NavGroup } from '@/components/layout/nav-group';
import { NavIcon } from '@/components/layout/nav-icon';
import { NavUser } from '@/components/layout/nav-user';
import { TeamSwitcher } from '@/components/layout/team-switcher';
import type { SidebarNavGroup, SidebarNavItem, ShellUser } from '@/components/layout/types';

function Chevron({ besideBadge }: { besideBadge: boolean }) {
  return (
    <ChevronRightIcon
      aria-hidden="true"
      className={cn(
        'transition-transform duration-200 group-data-[state=open]/collapsible:rotate-90',
        // The badge takes the free space; alone, the chevron does.
        !besideBadge && 'ml-auto',
      )}
    />
  );
}

function toSidebarItem(item: NavItem): SidebarNavItem {
  return {
    title: item.title,
    url: item.url,
    badge: item.badge,
    iconNode: item.icon ? <NavIcon name={item.icon} /> : undefined,
    chevronNode: item.items ? <Chevron besideBadge={Boolean(item.badge)} /> : undefined,
    items: item.items?.map(toSidebarItem),
  };
}

function toSidebarGroup(group: NavGroupConfig): SidebarNavGroup {
  return { title: group.title, items: group.items.map(toSidebarItem) };
}

/**
 * The sidebar of spec 2.6, assembled on the server from the user's rights-filtered navigation:
 * team, the groups (inside one navigation landmark) and the user block. Icons are drawn here, so no
 * icon code ships to the browser.
 */
function AppSidebar({
  team,
  navigation,
  user,
}: {
  team: Team;
  navigation: readonly NavGroupConfig[];
  user: ShellUser;
}) {
  return (
    <Sidebar label="Sidebar">
      <SidebarHeader>
        <TeamSwitcher team={team} />
      </SidebarHeader>
      <SidebarContent>
        <MainNav>
          {navigation.map((group) => (
            <NavGroup key={group.title} group={toSidebarGroup(group)} />
          ))}
        </MainNav>
      </SidebarContent>
      <SidebarFooter>
        <NavUser user={user} />
      </SidebarFooter>
    </Sidebar>
  );
}

export { AppSidebar };
