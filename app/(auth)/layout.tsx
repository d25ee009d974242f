import { Link } from '@/components/ui/link';

import { ColophonLogo } from '@/components/auth/colophon-logo';
import { Card } from '@/components/ui/card';

/** The signed-out screens: the product's name above one centred card, from a phone's width up. */
export default function AuthLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted/50 px-4 py-10 dark:bg-background">
      <Link
        href="/sign-in"
        className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden"
      >
        <ColophonLogo />
      </Link>
      <Card className="w-full max-w-md gap-5!">{children}</Card>
    </main>
  );
}
