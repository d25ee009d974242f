import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { marked } from 'marked';

export interface Release {
  id: string;
  title: string;
  /** The release's notes as HTML, from the repository's own Markdown. */
  html: string;
}

// Beside the server as in the repository: next.config includes it in the standalone build.
const CHANGELOG = path.join(/* turbopackIgnore: true */ process.cwd(), 'CHANGELOG.md');

const slug = (title: string) =>
  `release-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** Splits a changelog into its releases (its `## ` sections), each rendered from Markdown. */
export function parseReleases(markdown: string): Release[] {
  const sections = markdown.split(/^## /m).slice(1);
  return sections.map((section) => {
    const [title = '', ...body] = section.split('\n');
    // The release's `### ` headings stay h3: they sit right below the release's own h2.
    return { id: slug(title), title: title.trim(), html: marked.parse(body.join('\n'), { async: false }) };
  });
}

export async function readReleases(): Promise<Release[]> {
  return parseReleases(await readFile(CHANGELOG, 'utf8'));
}
