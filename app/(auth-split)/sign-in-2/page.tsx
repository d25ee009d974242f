import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { AuthLink } from '@/components/auth/auth-link';
import { ColophonLogo } from '@/components/auth/colophon-logo';
import { SignInForm } from '@/components/auth/sign-in-form';
import { signInTarget, type AuthSearchParams } from '@/components/auth/sign-in-target';

export const metadata: Metadata = { title: 'Sign in' };

const AREAS = [
  'Commissioning, contracts and royalties',
  'Publications, exports and metadata',
  'Orders, invoices, expenses and currencies',
  'Newsletters, news and website content',
  'Reports and data-quality checks',
];

/**
 * The same sign-in as /sign-in, laid out in two columns: a panel about the product beside the form.
 * Outside the (auth) group because that group's layout puts everything in one centred card.
 */
export default async function SignInTwoColumnPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const { next, error } = await signInTarget(searchParams);
  return (
    <main className="grid min-h-svh lg:grid-cols-2">
      <aside
        aria-label="About Colophon"
        className="hidden flex-col justify-between gap-10 bg-primary p-10 text-primary-foreground lg:flex"
      >
        <ColophonLogo inverted />
        <div className="grid gap-6">
          <p className="max-w-md text-2xl leading-snug font-semibold text-balance">
            Everything behind the books we publish, in one place.
          </p>
          <ul className="grid gap-2 text-primary-foreground/85">
            {AREAS.map((area) => (
              <li key={area} className="flex items-center gap-3">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-primary-foreground/70" />
                {area}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-primary-foreground/85">For the firm&apos;s staff only.</p>
      </aside>
      <div className="flex flex-col items-center justify-center gap-8 px-4 py-10 sm:px-8">
        <Link
          href="/sign-in-2"
          className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-hidden lg:hidden"
        >
          <ColophonLogo />
        </Link>
        <div className="grid w-full max-w-sm gap-6">
          <div className="grid gap-1.5">
            <h1 className="text-2xl font-semibold tracking-tight">Sign in</h1>
            <p className="text-sm text-muted-foreground">Enter your username or email and your password.</p>
          </div>
          <SignInForm next={next} initialError={error} />
          <p className="text-center text-sm text-muted-foreground">
            No account yet? <AuthLink href="/sign-up">Request access</AuthLink>
          </p>
        </div>
      </div>
    </main>
  );
}
