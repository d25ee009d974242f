import { Link } from '@/components/ui/link';

import { ColophonLogo } from '@/components/auth/colophon-logo';

const linkClass =
  'rounded-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden';

/** Reading pages anyone may open: a wider column than the sign-in card, the same mark above it. */
export default function LegalLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <div className="min-h-svh bg-muted/50 dark:bg-background">
      <header className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-4 px-4 py-6">
        <Link
          href="/sign-in"
          className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
        >
          <ColophonLogo />
        </Link>
        <nav aria-label="Policies" className="flex gap-4 text-sm font-medium">
          <Link href="/terms" className={linkClass}>
            Terms of Use
          </Link>
          <Link href="/privacy" className={linkClass}>
            Privacy Notice
          </Link>
          <Link href="/sign-in" className={linkClass}>
            Sign in
          </Link>
        </nav>
      </header>
      <main className="mx-auto max-w-3xl px-4 pb-16">
        <article className="grid gap-8 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-10">
          {children}
        </article>
      </main>
    </div>
  );
}
