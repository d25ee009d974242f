import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  // Loaded from node_modules at run time: PGlite ships WASM and data files, pg and pino use Node APIs.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'nodemailer'],
  // forbidden() renders app/forbidden.tsx with a 403 for pages the user's rights do not reach.
  experimental: { authInterrupts: true },
  outputFileTracingIncludes: {
    '/**': ['./upstream/db/migrations/**/*'],
  },
};

export default nextConfig;
