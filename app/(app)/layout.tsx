import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';

import { getCurrentUser, getUpstreamToken, requestPath } from '@/lib/auth/dal';
import { NAVIGATION, TEAM, filterNavigation } from '@/lib/navigation';
import { isAppPage } from '@/lib/navigation/routes';
import { UpstreamUnavailableError } from '@/lib/upstream/errors';
import { getInitials } from '@/lib/utils';
import { ApiUnavailable } from '@/components/errors/api-unavailable';
import { AppSidebar } from '@/components/layout/app-sidebar';
import { CommandPaletteProvider } from '@/components/layout/command-palette';
import { Header } from '@/components/layout/header';
import { SidebarInset, SidebarProvider } from '@/components/layout/sidebar';
import { SIDEBAR_COOKIE_NAME, isSidebarOpen } from '@/components/layout/sidebar-constants';
import { SkipToMain } from '@/components/layout/skip-to-main';
import { StoredPreferences } from '@/components/settings/stored-preferences';
import { loadMe } from '@/lib/auth/dal';
import type { ShellUser } from '@/components/layout/types';

function isApplePlatform(userAgent: string): boolean {
  return /Mac|iPhone|iPad|iPod/.test(userAgent);
}

/**
 * The authenticated layout (spec 2.6): sidebar, header, command palette and the page. Pages guard
 * themselves (`guardPage`); the layout only needs a signed-in user, and sends anyone else to sign in.
 */
export default async function AppLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // Spec 2.3: an unknown address is not found for everyone, signed in or not (the gate lets it through).
  if (!(await getUpstreamToken()) && !isAppPage(await requestPath())) notFound();
  const user = await getCurrentUser().catch((error: unknown) => {
    if (error instanceof UpstreamUnavailableError) return null;
    throw error;
  });
  if (!user) return <ApiUnavailable retryHref={await requestPath()} />;
  const cookieStore = await cookies();
  const userAgent = (await headers()).get('user-agent') ?? '';

  const navigation = filterNavigation(NAVIGATION, user);
  // The Display setting hides sidebar groups; the palette (app/api/palette) still offers all of them.
  const { display } = await loadMe();
  const shownGroups = display.sidebarGroups;
  const sidebarNavigation = navigation.filter((group) => shownGroups.includes(group.title));
  const name = `${user.firstName} ${user.lastName}`.trim() || user.userName;
  const shellUser: ShellUser = { name, email: user.email, initials: getInitials(name) };

  return (
    <CommandPaletteProvider>
      <SkipToMain />
      <Suspense fallback={null}>
        <StoredPreferences />
      </Suspense>
      <SidebarProvider defaultOpen={isSidebarOpen(cookieStore.get(SIDEBAR_COOKIE_NAME)?.value)}>
        <AppSidebar team={TEAM} navigation={sidebarNavigation} user={shellUser} />
        <SidebarInset>
          <Header user={shellUser} searchShortcut={isApplePlatform(userAgent) ? '⌘K' : 'Ctrl K'} />
          <main
            id="main-content"
            tabIndex={-1}
            data-density={display.compactTables ? 'compact' : undefined}
            className="flex flex-1 flex-col p-4 focus:outline-none md:p-6"
          >
            {children}
          </main>
        </SidebarInset>
      </SidebarProvider>
    </CommandPaletteProvider>
  );
}
