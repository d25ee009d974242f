// `npm test`'s check of every page's first-load JavaScript, read from the production build's manifests:
// fails naming each page over the budget, with its size. Bytes are deterministic; times stay in the benchmark.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { FIRST_LOAD_JS_GZIP_GOAL } from '../bench/first-load-js';
import { NEXT_DIR } from '../bench/paths';

const buildManifestSchema = z.object({ rootMainFiles: z.array(z.string()) });
const clientManifestSchema = z.record(
  z.string(),
  z.object({ entryJSFiles: z.record(z.string(), z.array(z.string())) }),
);

function clientManifests(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return clientManifests(file);
    return entry.name === 'page_client-reference-manifest.js' ? [file] : [];
  });
}

/** The manifest is a script that assigns `globalThis.__RSC_MANIFEST[page]`; run it in a sandbox of its own. */
function readClientManifest(file: string) {
  const sandbox: { __RSC_MANIFEST?: unknown } = {};
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
  return clientManifestSchema.parse(sandbox.__RSC_MANIFEST);
}

const gzipped = new Map<string, number>();
function gzipSize(chunk: string): number {
  let size = gzipped.get(chunk);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(NEXT_DIR, chunk)), { level: 9 }).length;
    gzipped.set(chunk, size);
  }
  return size;
}

/**
 * What a page's first load may fetch: the framework's own chunks and every chunk its client manifest
 * names for the page, its layouts and their boundaries (error, not-found), so an upper bound of what
 * the browser downloads before the page is interactive. `/(app)/contacts/manage/page` → bytes.
 */
export function firstLoadSizes(): { page: string; bytes: number }[] {
  const manifestFile = path.join(NEXT_DIR, 'build-manifest.json');
  if (!existsSync(manifestFile)) throw new Error('No production build: run `next build` first');
  const { rootMainFiles } = buildManifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  return clientManifests(path.join(NEXT_DIR, 'server', 'app')).flatMap((file) =>
    Object.entries(readClientManifest(file)).map(([page, { entryJSFiles }]) => {
      const chunks = new Set([...rootMainFiles, ...Object.values(entryJSFiles).flat()]);
      return { page, bytes: [...chunks].reduce((sum, chunk) => sum + gzipSize(chunk), 0) };
    }),
  );
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sizes = firstLoadSizes().sort((a, b) => b.bytes - a.bytes);
const over = sizes.filter(({ bytes }) => bytes > FIRST_LOAD_JS_GZIP_GOAL);
for (const { page, bytes } of sizes) {
  console.log(`${bytes > FIRST_LOAD_JS_GZIP_GOAL ? '✗' : '✓'} ${kB(bytes).padStart(9)}  ${page}`);
}
if (over.length > 0) {
  console.error(
    `\n${over.length} of ${sizes.length} pages load more than ${kB(FIRST_LOAD_JS_GZIP_GOAL)} of JavaScript (gzipped):\n` +
      over.map(({ page, bytes }) => `  ${page}: ${kB(bytes)}`).join('\n'),
  );
  process.exit(1);
}
console.log(`\nAll ${sizes.length} pages within ${kB(FIRST_LOAD_JS_GZIP_GOAL)} of JavaScript (gzipped).`);
