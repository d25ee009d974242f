import { Link } from '@/components/ui/link';

import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/utils';

const TABS = [
  { title: 'Overview', href: '/dashboard/overview' },
  { title: 'Authorization', href: '/dashboard/authorization' },
] as const;

type DashboardTab = (typeof TABS)[number]['title'];

/** Spec 2.8: title, subtitle and the header tabs, which are pages of their own. */
function DashboardHeader({ active }: { active: DashboardTab }) {
  return (
    <div className="space-y-4">
      <PageHeader title="Dashboard" description="Manage your publishing platform" />
      <nav aria-label="Dashboard">
        <ul className="inline-flex h-9 items-center rounded-lg bg-muted p-[3px] text-muted-foreground">
          {TABS.map((tab) => {
            const current = tab.title === active;
            return (
              <li key={tab.href} className="h-full">
                <Link
                  href={tab.href}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-full items-center rounded-md px-3 text-sm font-medium transition-colors',
                    'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
                    current && 'bg-background text-foreground shadow-sm',
                  )}
                >
                  {tab.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

/** Spec 2.8: no permitted section (or no user). */
function AccessDenied() {
  return (
    <div role="alert" className="rounded-lg border border-dashed p-8 text-center">
      <h2 className="text-lg font-semibold">Access Denied</h2>
      <p className="mt-1 text-muted-foreground">You don&apos;t have permission to access the dashboard.</p>
    </div>
  );
}

export { DashboardHeader, AccessDenied };
