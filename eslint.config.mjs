import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**', 'components/**', 'lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                "Import { Link } from '@/components/ui/link' (no prefetch: each one is a server render).",
            },
            {
              name: 'lucide-react',
              message:
                "Import icons from '@/components/icons' (one sprite, no drawing in the page) and run `npm run icons`.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one place that wraps next/link.
    files: ['components/ui/link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    '.data/**',
    'upstream/db/migrations/**',
    'next-env.d.ts',
    'bench/.work/**',
    'playwright-report/**',
    'test-results/**',
  ]),
]);
