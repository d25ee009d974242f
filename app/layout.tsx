import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { headers } from 'next/headers';

import { FontProvider } from '@/components/theme/font-provider';
import { BROWSER_BAR_COLORS, fontScript } from '@/components/theme/preferences';
import { ThemeColor } from '@/components/theme/theme-color';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { LazyToaster } from '@/components/ui/lazy-toaster';

import './globals.css';

// Self-hosted from the fontsource packages: the machines have no route to Google Fonts.
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
});

const manrope = localFont({
  src: '../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-manrope',
  // Only users who choose Manrope need it; the browser fetches it when the class asks for it.
  preload: false,
});

export const metadata: Metadata = {
  title: { template: '%s · Colophon', default: 'Colophon' },
  description: 'Colophon, the back office of the publishing firm.',
  applicationName: 'Colophon',
  // Staff-only tool: keep it out of search engines.
  robots: { index: false, follow: false },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: BROWSER_BAR_COLORS.light },
    { media: '(prefers-color-scheme: dark)', color: BROWSER_BAR_COLORS.dark },
  ],
  colorScheme: 'light dark',
};

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // The request gate's CSP only lets inline scripts run with this response's nonce. Reading it
  // also keeps every page dynamically rendered, which a per-request nonce requires anyway.
  const nonce = (await headers()).get('x-nonce') ?? undefined;

  return (
    // The theme and font scripts change <html>'s class before hydration; that difference is expected.
    <html lang="en" suppressHydrationWarning className={`${inter.variable} ${manrope.variable} font-inter`}>
      <head>
        {/* Browsers hide a nonce from the DOM after parsing, so the hydrated attribute always differs. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: fontScript }} />
      </head>
      <body className="min-h-svh bg-background text-foreground">
        <ThemeProvider nonce={nonce}>
          <FontProvider>{children}</FontProvider>
          <ThemeColor />
          <LazyToaster />
        </ThemeProvider>
      </body>
    </html>
  );
}
