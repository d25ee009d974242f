import { siteElements, type publications } from '../schema';
import type { ContactPools } from './contacts';
import type { SeedContext } from './context';
import { addDays, at } from './dates';
import type { RowOf } from './insert';

/**
 * The website's three demo elements, one of each type: the home-page banner and the featured books
 * published (the banner with a draft moved on since), the author spotlight still a draft. Drawn from the
 * catalogue's published titles and its first author, without randomness, so the rest of the demo stays as it is.
 */
export function generateSiteElements(
  context: SeedContext,
  people: ContactPools,
  catalogue: readonly RowOf<typeof publications>[],
): RowOf<typeof siteElements>[] {
  const created = at(addDays(context.today, -40), 10 * 60);
  const published = at(addDays(context.today, -30), 9 * 60);
  const books = catalogue
    .filter((row) => row.status === 'published' && row.id !== undefined)
    .slice(-4)
    .map((row) => row.id ?? 0);
  const authorId = people.authors[0];
  const author = authorId === undefined ? 'our author' : (people.nameOf.get(authorId) ?? 'our author');
  const banner = {
    heading: 'The spring list is here',
    text: 'Twelve new books for the new season, from debut novels to a history of the harbour.',
    linkUrl: '/books/spring',
    imageFileId: null,
  };
  const rows: RowOf<typeof siteElements>[] = [
    {
      id: 1,
      key: 'home-banner',
      type: 'banner',
      title: 'Home page banner',
      content: {
        ...banner,
        text: 'Fourteen new books for the new season, and a few old friends in paperback.',
      },
      publishedContent: banner,
      publishedAt: published,
      createdAt: created,
      updatedAt: at(addDays(context.today, -2), 15 * 60),
      version: 3,
    },
  ];
  if (books.length > 0) {
    const content = { heading: 'New this season', publicationIds: books };
    rows.push({
      id: 2,
      key: 'home-featured-books',
      type: 'featured-books',
      title: 'Featured books on the home page',
      content,
      publishedContent: content,
      publishedAt: published,
      createdAt: created,
      updatedAt: published,
      version: 2,
    });
  }
  if (authorId !== undefined)
    rows.push({
      id: 3,
      key: 'author-of-the-month',
      type: 'author-spotlight',
      title: 'Author of the month',
      content: {
        contactId: authorId,
        heading: `Meet ${author}`,
        text: `${author} talks about writing, islands and the book that took ten years.`,
      },
      publishedContent: null,
      publishedAt: null,
      createdAt: created,
      updatedAt: created,
      version: 1,
    });
  return rows;
}
