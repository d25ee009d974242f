import { describe, expect, it } from 'vitest';
import { articleHtml, parseArticle, readArticle, readArticles, searchArticles } from '@/lib/help/articles';

describe('help articles', () => {
  it('reads the title and summary of an article from its Markdown', () => {
    const article = parseArticle(
      'x',
      '# Coupons\n\nDiscount codes of the shop.\nOn titles.\n\n## Rules\n\nText.',
    );
    expect(article).toMatchObject({ title: 'Coupons', summary: 'Discount codes of the shop. On titles.' });
    expect(articleHtml(article)).toContain('<h2>Rules</h2>');
  });

  it('finds the repository’s articles by every word, title matches first', async () => {
    const articles = await readArticles();
    expect(articles.length).toBeGreaterThan(5);
    const found = searchArticles(articles, 'invitation');
    expect(found[0]?.slug).toBe('users');
    expect(searchArticles(articles, 'audit trail').map((article) => article.slug)).toContain('audit-trail');
    expect(searchArticles(articles, 'zzzz-nothing')).toEqual([]);
  });

  it('never reads outside the help folder', async () => {
    expect(await readArticle('../../package')).toBeNull();
    expect(await readArticle('nothing-here')).toBeNull();
    expect((await readArticle('users'))?.title).toContain('Users');
  });
});
