import type { NavGroup as NavGroupConfig, NavItem, Team } from '@/lib/navigation/types';
import { SidebarContent, SidebarFooter, SidebarHeader } from '@/components/layout/sidebar-parts';
import { Sidebar } from '@/components/layout/sidebar';
import { MainNav } from '@/components/layout/main-nav';
import { NavGroup } from '@/components/layout/nav-group';
import { NAV_ICONS } from '@/components/layout/nav-icon';
import { NavUser } from '@/components/layout/nav-user';
import { TeamSwitcher } from '@/components/layout/team-switcher';
import type { SidebarNavGroup, SidebarNavItem, ShellUser } from '@/components/layout/types';

/** Only the fields an entry has: the sidebar's data goes into every page, where an absent key costs nothing. */
function toSidebarItem(item: NavItem): SidebarNavItem {
  return {
    title: item.title,
    ...(item.url !== undefined && { url: item.url }),
    ...(item.badge !== undefined && { badge: item.badge }),
    ...(item.icon !== undefined && { iconSymbol: NAV_ICONS[item.icon].symbol }),
    ...(item.items !== undefined && { items: item.items.map(toSidebarItem) }),
  };
}

function toSidebarGroup(group: NavGroupConfig): SidebarNavGroup {
  return { title: group.title, items: group.items.map(toSidebarItem) };
}

/**
 * The sidebar of spec 2.6, assembled on the server from the user's rights-filtered navigation:
 * team, the groups (inside one navigation landmark) and the user block.
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
