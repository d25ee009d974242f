import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenNavigation } from '@/lib/navigation';
import { AUTHENTICATED_ROUTES } from '@/lib/navigation/routes';
import { CHECKS } from '@/upstream/checks/registry';

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

/** The page file that serves the address pattern, if there is one. */
function screenOf(pattern: string): string | null {
  const segments = pattern.split('/').filter(Boolean);
  for (const root of GROUP_ROOTS) {
    let folder: string | null = root;
    for (const segment of segments) folder = folder && child(folder, segment);
    const page = folder && path.join(folder, 'page.tsx');
    if (page && existsSync(page)) return page;
  }
  return null;
}

const hasScreen = (pattern: string) => screenOf(pattern) !== null;

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

describe('the data checks’ links to where a finding is corrected', () => {
  it('each opens a page, and the page reads every parameter the link carries', () => {
    const wrong = CHECKS.flatMap((check) => {
      const link = check.resolveUrl(7);
      if (link === null) return [];
      const url = new URL(link, 'http://colophon.test');
      const page = screenOf(url.pathname);
      if (!page) return [`${check.key}: no page serves ${url.pathname}`];
      const source = readFileSync(page, 'utf8');
      return [...url.searchParams.keys()]
        .filter((name) => !new RegExp(`searchParams\\)\\.${name}\\b`).test(source))
        .map((name) => `${check.key}: ${url.pathname} never reads ${name}`);
    });
    expect(wrong).toEqual([]);
  });
});
