import { publicationChapterContributors, publicationChapters, type publications } from '../schema';
import type { ContactPools } from './contacts';
import type { RowOf } from './insert';
import { Random } from './random';

/*
 * The chapters of a few scholarly hardbacks, whatever the scale: their contributors are the contacts
 * with an ORCID iD, and the chapters of a book with a DOI have theirs, deposited with it (the last
 * one of the first book still waiting for the next deposit). A random stream of its own, and nothing
 * else of the demo changes.
 */

export interface ChapterData {
  chapters: RowOf<typeof publicationChapters>[];
  contributors: RowOf<typeof publicationChapterContributors>[];
}

/** Hardbacks that get chapters: those with a DOI, and two without. */
const WITH_DOI = 4;
const WITHOUT_DOI = 2;

const TITLES: readonly (readonly [string, string | null])[] = [
  ['Introduction', 'Reading Across the Archive'],
  ['Sources and Methods', null],
  ['The Archive and Its Silences', null],
  ['Networks of Exchange', 'Letters, Ledgers and Ships'],
  ['Measuring Change', null],
  ['Institutions and Their Limits', null],
  ['Comparative Perspectives', 'Three Cities, One Century'],
  ['Afterword', null],
];

export function generateChapters(
  catalogue: readonly RowOf<typeof publications>[],
  people: Pick<ContactPools, 'rows'>,
): ChapterData {
  const random = Random.named('catalogue-chapters');
  const data: ChapterData = { chapters: [], contributors: [] };
  const scholars = people.rows.filter((contact) => contact.orcid && contact.id !== undefined);
  const hardbacks = catalogue.filter((row) => row.format === 'BB' && row.status === 'published');
  const chosen = [
    ...hardbacks.filter((row) => row.doi && row.doiRegisteredAt).slice(0, WITH_DOI),
    ...hardbacks.filter((row) => !row.doi).slice(0, WITHOUT_DOI),
  ];
  chosen.forEach((book, bookIndex) => {
    if (book.id === undefined || !book.createdAt) return;
    const createdAt = book.createdAt;
    // Contributors the firm knew when the book was made.
    const known = scholars.filter((contact) => contact.createdAt && contact.createdAt <= createdAt);
    const count = random.int(4, TITLES.length);
    const pages = book.pages ?? 320;
    const span = Math.floor((pages - 12) / count);
    for (let position = 1; position <= count; position++) {
      const id = data.chapters.length + 1;
      const [title, subtitle] = TITLES[position - 1] ?? ['Chapter', null];
      const firstPage = 9 + (position - 1) * span;
      const waiting = bookIndex === 0 && position === count;
      data.chapters.push({
        id,
        publicationId: book.id,
        position,
        title,
        subtitle,
        firstPage: String(firstPage),
        lastPage: String(firstPage + span - 1),
        doi: book.doi ? `${book.doi}.ch${position}` : null,
        doiRegisteredAt: book.doi && !waiting ? (book.doiRegisteredAt ?? null) : null,
        createdAt,
        updatedAt: createdAt,
      });
      const authors = known.length > 0 ? random.int(1, Math.min(2, known.length)) : 0;
      const taken = new Set<number>();
      for (let slot = 1; slot <= authors; slot++) {
        const contact = random.pick(known);
        if (contact.id === undefined || taken.has(contact.id)) continue;
        taken.add(contact.id);
        data.contributors.push({
          id: data.contributors.length + 1,
          chapterId: id,
          contactId: contact.id,
          role: 'A01',
          position: taken.size,
        });
      }
    }
  });
  return data;
}
