import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { marked } from 'marked';

/*
 * The help articles: Markdown files in docs/help, one per subject, written for staff. The first line is
 * the title (`# …`), the first paragraph the summary shown in the list.
 */

export interface HelpArticle {
  slug: string;
  title: string;
  summary: string;
  markdown: string;
}

// Beside the server as in the repository: next.config includes the folder in the standalone build.
const HELP_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'docs/help');
const SLUG = /^[a-z0-9-]{1,64}$/;

export function parseArticle(slug: string, markdown: string): HelpArticle {
  const [first = '', ...rest] = markdown.split('\n');
  const body = rest.join('\n').trim();
  return {
    slug,
    title: first.replace(/^#\s*/, '').trim() || slug,
    summary:
      body
        .split(/\n\s*\n/)[0]
        ?.replace(/\s+/g, ' ')
        .trim() ?? '',
    markdown: body,
  };
}

export async function readArticles(): Promise<HelpArticle[]> {
  const files = (await readdir(HELP_DIR)).filter((name) => name.endsWith('.md')).sort();
  const articles = await Promise.all(
    files.map(async (name) =>
      parseArticle(name.slice(0, -3), await readFile(path.join(HELP_DIR, name), 'utf8')),
    ),
  );
  return articles.sort((a, b) => a.title.localeCompare(b.title));
}

/** One article by its file's name, or null for a name that is not one (never a path outside the folder). */
export async function readArticle(slug: string): Promise<HelpArticle | null> {
  if (!SLUG.test(slug)) return null;
  const markdown = await readFile(path.join(HELP_DIR, `${slug}.md`), 'utf8').catch(() => null);
  return markdown === null ? null : parseArticle(slug, markdown);
}

/**
 * The articles holding every word searched for, in their title or text: those with a word in the title
 * first. An empty search finds them all.
 */
export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const inTitle = (article: HelpArticle) => words.some((word) => article.title.toLowerCase().includes(word));
  return articles
    .filter((article) => {
      const text = `${article.title}\n${article.markdown}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => Number(inTitle(b)) - Number(inTitle(a)));
}

export function articleHtml(article: HelpArticle): string {
  // The article's title is the page's h1: its sections are h2 as written, and a stray h1 becomes one.
  return marked.parse(article.markdown.replace(/^# /gm, '## '), { async: false });
}
