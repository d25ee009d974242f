'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';

import type * as React from 'react';

import { cn } from '@/lib/utils';

/** One settings page in the menu; its icon drawn on the server, so the browser loads no icon set. */
type SettingsLink = { title: string; url: string; icon?: React.ReactNode };

/** The settings side menu: a row that scrolls sideways on phones, a column beside the page from lg up. */
function SettingsNav({ sections }: { sections: readonly SettingsLink[] }) {
  const pathname = usePathname();
  return (
    <nav
      aria-label="Settings"
      className="-mx-1 overflow-x-auto lg:mx-0 lg:w-52 lg:shrink-0 lg:overflow-visible"
    >
      <ul className="flex gap-1 p-1 lg:flex-col">
        {sections.map(({ title, url, icon }) => {
          const active = pathname === url;
          return (
            <li key={url} className="shrink-0">
              <Link
                href={url}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  'hover:bg-accent hover:text-accent-foreground',
                  active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                )}
              >
                {icon}
                {title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export { SettingsNav, type SettingsLink };
