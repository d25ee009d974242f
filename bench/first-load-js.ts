import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { NEXT_DIR } from './paths';

/** Colophon's target for every authenticated page, gzipped (kB of 1000 bytes, as Next used to print). */
export const FIRST_LOAD_JS_GZIP_GOAL = 200_000;

export interface Sizes {
  files: number;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  route: string;
  status: number;
  js: Sizes;
  css: Sizes;
  /** The HTML document itself, with its inline RSC payload. */
  html: Sizes;
  /** Assets named by the page that were neither on disk nor served. */
  missing: string[];
}

export interface PageAssets {
  scripts: string[];
  stylesheets: string[];
}

const STATIC_PREFIX = '/_next/static/';

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** `/_next/static/…` without query or fragment, or null for anything else (inline, external, other paths). */
function staticPath(reference: string | undefined): string | null {
  if (!reference) return null;
  const pathname = new URL(reference.replaceAll('&amp;', '&'), 'http://page.invalid').pathname;
  return pathname.startsWith(STATIC_PREFIX) ? pathname : null;
}

/**
 * The scripts and stylesheets a server-rendered page makes the browser load: `<script src>` and script
 * preloads, plus the client chunks its RSC payload names (loaded while hydrating), and `<link rel=stylesheet>`.
 */
export function assetsOf(html: string): PageAssets {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  for (const [, tag = '', body = ''] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    // Legacy polyfills: browsers that run modules neither run nor download them.
    if (/\snomodule\b/i.test(tag)) continue;
    const src = staticPath(attribute(tag, 'src'));
    if (src) scripts.add(src);
    // The RSC payload names the client chunks a page hydrates with as JSON strings: \"static/chunks/x.js\".
    for (const [, chunk] of body.matchAll(/(static\/chunks\/[\w\-./~]+?\.js)\b/g))
      if (chunk) scripts.add(`/_next/${chunk}`);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attribute(tag, 'as') ?? '').toLowerCase();
    const href = staticPath(attribute(tag, 'href'));
    if (!href) continue;
    if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) stylesheets.add(href);
    else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) scripts.add(href);
  }
  return { scripts: [...scripts].sort(), stylesheets: [...stylesheets].sort() };
}

function sizesOf(contents: readonly Buffer[]): Sizes {
  return {
    files: contents.length,
    raw: contents.reduce((sum, content) => sum + content.length, 0),
    gzip: contents.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0),
  };
}

/** An asset from the build on disk, or from the server when it is not there. */
async function assetContent(baseUrl: string, reference: string): Promise<Buffer | null> {
  const file = path.join(NEXT_DIR, 'static', decodeURIComponent(reference.slice(STATIC_PREFIX.length)));
  if (file.startsWith(path.join(NEXT_DIR, 'static') + path.sep) && existsSync(file))
    return readFileSync(file);
  const response = await fetch(`${baseUrl}${reference}`).catch(() => null);
  return response?.ok ? Buffer.from(await response.arrayBuffer()) : null;
}

export async function measureAssets(
  baseUrl: string,
  references: readonly string[],
): Promise<{ sizes: Sizes; missing: string[] }> {
  const contents: Buffer[] = [];
  const missing: string[] = [];
  for (const reference of references) {
    const content = await assetContent(baseUrl, reference);
    if (content) contents.push(content);
    else missing.push(reference);
  }
  return { sizes: sizesOf(contents), missing };
}

/** A page as the signed-in user's browser first loads it: the HTML, its scripts and its stylesheets. */
export async function firstLoadOf(baseUrl: string, route: string, cookie: string): Promise<FirstLoad> {
  const response = await fetch(`${baseUrl}${route}`, {
    headers: { cookie, accept: 'text/html' },
    redirect: 'manual',
  });
  const html = await response.text();
  const { scripts, stylesheets } = assetsOf(html);
  const js = await measureAssets(baseUrl, scripts);
  const css = await measureAssets(baseUrl, stylesheets);
  return {
    route,
    status: response.status,
    js: js.sizes,
    css: css.sizes,
    html: sizesOf([Buffer.from(html)]),
    missing: [...js.missing, ...css.missing],
  };
}
