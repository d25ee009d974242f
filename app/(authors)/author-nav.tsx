'use client';

import * as React from 'react';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { LogOutIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/utils';

const LINKS = [
  { href: '/author', label: 'Overview' },
  { href: '/author/contracts', label: 'Contracts' },
  { href: '/author/statements', label: 'Statements' },
  { href: '/author/sales', label: 'Sales' },
  { href: '/author/proposals', label: 'Proposals' },
] as const;

/** The authors area's own menu; the page open is marked for assistive technology as well as by sight. */
export function AuthorNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Authors area" className="flex flex-wrap gap-1">
      {LINKS.map((link) => {
        const current = link.href === '/author' ? pathname === link.href : pathname.startsWith(link.href);
        return (
          <Link
            key={link.href}
            href={link.href}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
              current ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {link.label}
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * Signs out as the back office's user menu does (the session ends, then a full load of the sign-in page),
 * without the back office's menu code: the area keeps no cached answers to forget.
 */
export function AuthorSignOut() {
  const [pending, setPending] = React.useState(false);
  async function signOut() {
    setPending(true);
    const response = await fetch('/api/session/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
    }).catch(() => null);
    if (!response?.ok) {
      setPending(false);
      toast.error('Signing out failed. Please check your connection and try again.');
      return;
    }
    window.location.replace('/signin');
  }
  return (
    <Button variant="ghost" size="sm" onClick={() => void signOut()} disabled={pending}>
      <LogOutIcon aria-hidden="true" />
      Sign out
    </Button>
  );
}
