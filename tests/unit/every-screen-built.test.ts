import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenNavigation } from '@/lib/navigation';
import { AUTHENTICATED_ROUTES } from '@/lib/navigation/routes';

const APP = path.join(import.meta.dirname, '../../app');

/** The route groups' folders (`(app)`, `(auth)`…), where a page of the app can live. */
const GROUP_ROOTS = readdirSync(APP, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^\(.+\)$/.test(entry.name))
  .map((entry) => path.join(APP, entry.name));

/** The folder of a segment: its own name, else a dynamic segment's (never the catch-all). */
function child(folder: string, segment: string): string | null {
  if (!segment.startsWith('{') && existsSync(path.join(folder, segment))) return path.join(folder, segment);
  const dynamic = readdirSync(folder, { withFileTypes: true }).find(
    (entry) => entry.isDirectory() && /^\[[^.].*\]$/.test(entry.name),
  );
  return dynamic ? path.join(folder, dynamic.name) : null;
}

function hasScreen(pattern: string): boolean {
  const segments = pattern.split('/').filter(Boolean);
  return GROUP_ROOTS.some((root) => {
    let folder: string | null = root;
    for (const segment of segments) folder = folder && child(folder, segment);
    return folder !== null && existsSync(path.join(folder, 'page.tsx'));
  });
}

describe('the screens of spec 2.2 and of the navigation', () => {
  it('each has a page of its own: none falls through to the not-found catch-all', () => {
    const patterns = [
      ...AUTHENTICATED_ROUTES.map((route) => route.pattern),
      ...flattenNavigation().map((entry) => entry.url),
    ];
    expect(patterns.length).toBeGreaterThan(60);
    expect(patterns.filter((pattern) => !hasScreen(pattern))).toEqual([]);
  });
});
