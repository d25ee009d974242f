import { Suspense } from 'react';

import { ApiUnavailable } from '@/components/errors/api-unavailable';
import { ColophonLogo } from '@/components/auth/colophon-logo';
import { SkipToMain } from '@/components/layout/skip-to-main';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { StoredPreferences } from '@/components/settings/stored-preferences';
import { getCurrentUser, requestPath } from '@/lib/auth/dal';
import { UpstreamUnavailableError } from '@/lib/upstream/errors';
import { AuthorNav, AuthorSignOut } from './author-nav';

/**
 * The authors area (spec section 1): separate from the back office, under a header titled as the
 * publisher's authors area, with its own menu. Pages check that the user is an author.
 */
export default async function AuthorsLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const user = await getCurrentUser().catch((error: unknown) => {
    if (error instanceof UpstreamUnavailableError) return null;
    throw error;
  });
  if (!user) return <ApiUnavailable retryHref={await requestPath()} />;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.userName;
  return (
    <>
      <SkipToMain />
      <Suspense fallback={null}>
        <StoredPreferences />
      </Suspense>
      <header className="border-b bg-muted/40">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 md:px-6">
          <div className="flex items-center gap-3">
            <ColophonLogo />
            <p className="border-l pl-3 text-sm font-semibold">Authors Area</p>
          </div>
          <div className="flex items-center gap-2">
            <span className="hidden text-sm text-muted-foreground sm:inline">{name}</span>
            <ThemeToggle />
            <AuthorSignOut />
          </div>
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-2 md:px-6">
          <AuthorNav />
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 p-4 focus:outline-none md:p-6"
      >
        {children}
      </main>
    </>
  );
}
