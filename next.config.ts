import type { NextConfig } from 'next';
import { GATE_BUFFER_BYTES } from './lib/body-limit';
import { securityHeaders } from './lib/security-headers';

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  // Loaded from node_modules at run time: PGlite ships WASM and data files, pg and pino use Node APIs,
  // ssh2 (the exports' SFTP drop box) has an optional native part.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'nodemailer', 'ssh2'],
  experimental: {
    // forbidden() renders app/forbidden.tsx with a 403 for pages the user's rights do not reach.
    authInterrupts: true,
    proxyClientMaxBodySize: GATE_BUFFER_BYTES,
  },
  outputFileTracingIncludes: {
    '/**': [
      './upstream/db/migrations/**/*',
      './upstream/auth/common-passwords.txt',
      // The PDFs' embedded font (upstream/platform/pdf-document.ts).
      './node_modules/@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
      './node_modules/@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
    ],
    // App Releases reads the changelog as the repository keeps it.
    '/version-features': ['./CHANGELOG.md'],
    '/help-center': ['./docs/help/**/*'],
    '/help-center/[slug]': ['./docs/help/**/*'],
  },
  // The fixed security headers on every answer, static files included; the gate (proxy.ts) sets them
  // again with the per-request CSP and, over HTTPS, HSTS, and its values win.
  async headers() {
    const headers = Object.entries(securityHeaders({ https: false })).map(([key, value]) => ({ key, value }));
    return [
      { source: '/:path*', headers },
      // The icon sprite's address carries its version (components/icons/index.ts).
      {
        source: '/icons.svg',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default nextConfig;
