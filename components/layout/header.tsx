import { PanelLeftIcon, SearchIcon } from '@/components/icons';

import { Separator } from '@/components/ui/separator';
import { SearchButton } from '@/components/layout/search-button';
import { SidebarTrigger } from '@/components/layout/sidebar';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { UserMenu } from '@/components/layout/user-menu';
import type { ShellUser } from '@/components/layout/types';

/** The header of every authenticated page: sidebar toggle, search, theme and the user menu. */
function Header({ user, searchShortcut }: { user: ShellUser; searchShortcut: string }) {
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background px-3 sm:px-4">
      <SidebarTrigger>
        <PanelLeftIcon aria-hidden="true" />
      </SidebarTrigger>
      <Separator orientation="vertical" className="mr-1 h-4!" />
      <SearchButton shortcut={searchShortcut} icon={<SearchIcon aria-hidden="true" />} />
      <div className="ml-auto flex items-center gap-1">
        <ThemeToggle />
        <UserMenu user={user} />
      </div>
    </header>
  );
}

export { Header };
