import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FieldIssue } from '@/lib/contract/envelope';
import { hyphenatedIsbn, isbn13CheckDigit, readBlockPrefix, readIsbn } from '@/lib/contract/isbn';
import type { IsbnBlock, IsbnReservation } from '@/lib/contract/isbn-register';
import type { Tx } from '../db/client';
import { isbnBlocks, isbnNumbers, publications } from '../db/schema';
import { HttpError } from '../platform/http-error';
import { unprocessable } from '../resources';

/*
 * The firm's ISBN register. A block is every number that starts with its prefix; numbers are handed
 * out in order from `next_title` under the block's row lock, so two requests at once take two numbers,
 * and a number once handed out is never handed out again (the counter only rises). A number typed by
 * hand that lies in a block is entered in the register for its publication.
 */

/** How many title numbers a prefix leaves: the digits between it and the check digit. */
export const capacityOf = (prefix: string) => 10 ** (12 - prefix.length);

function numberOf(prefix: string, title: number): string {
  const first12 = `${prefix}${String(title).padStart(12 - prefix.length, '0')}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}

/** Whether a number is already held: reserved or assigned in the register, or a product's. */
async function isTaken(tx: Tx, isbn: string): Promise<boolean> {
  const [held] = await tx
    .select({ isbn: isbnNumbers.isbn })
    .from(isbnNumbers)
    .where(eq(isbnNumbers.isbn, isbn));
  if (held) return true;
  const [used] = await tx
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.isbn, isbn))
    .limit(1);
  return used !== undefined;
}

/** The first number of a block from `title` on that nobody holds, with its title number. */
async function firstFree(
  tx: Tx,
  prefix: string,
  title: number,
): Promise<{ isbn: string; title: number } | null> {
  for (let candidate = title; candidate < capacityOf(prefix); candidate++) {
    const isbn = numberOf(prefix, candidate);
    if (!(await isTaken(tx, isbn))) return { isbn, title: candidate };
  }
  return null;
}

/**
 * The next free number of the first block that has one, taken for good: the block's counter moves past
 * it (and past any number held meanwhile) in the same transaction, which holds the block's lock.
 */
export async function takeNextIsbn(tx: Tx): Promise<{ isbn: string; blockId: number }> {
  const blocks = await tx
    .select({ id: isbnBlocks.id, prefix: isbnBlocks.prefix })
    .from(isbnBlocks)
    .where(sql`${isbnBlocks.nextTitle} < power(10, 12 - length(${isbnBlocks.prefix}))`)
    .orderBy(asc(isbnBlocks.id));
  for (const block of blocks) {
    const [locked] = await tx
      .select({ nextTitle: isbnBlocks.nextTitle })
      .from(isbnBlocks)
      .where(eq(isbnBlocks.id, block.id))
      .for('update');
    if (!locked) continue;
    const free = await firstFree(tx, block.prefix, locked.nextTitle);
    if (!free) continue;
    await tx
      .update(isbnBlocks)
      .set({ nextTitle: free.title + 1, version: sql`${isbnBlocks.version} + 1` })
      .where(eq(isbnBlocks.id, block.id));
    return { isbn: free.isbn, blockId: block.id };
  }
  throw new HttpError(
    422,
    'The ISBN register has no free number left: add a block of ISBNs, or type the ISBN',
    [{ path: 'isbn', message: 'No free number left in the register' }],
  );
}

/** The block a number lies in, if it is one of the firm's. */
async function blockOf(tx: Tx, isbn: string): Promise<number | undefined> {
  const [block] = await tx
    .select({ id: isbnBlocks.id })
    .from(isbnBlocks)
    .where(sql`${isbn} like ${isbnBlocks.prefix} || '%'`)
    .limit(1);
  return block?.id;
}

/**
 * Enters a publication's number in the register: refused when the register holds it for another
 * publication or for a title not yet made, and when another product has it, in print or not.
 */
export async function recordIsbn(tx: Tx, publicationId: number, isbn: string, now: Date): Promise<void> {
  const [other] = await tx
    .select({ id: publications.id, title: publications.title })
    .from(publications)
    // Whatever its status: an ISBN names one product for ever, out of print or withdrawn included.
    .where(and(eq(publications.isbn, isbn), ne(publications.id, publicationId)))
    .limit(1);
  const shown = hyphenatedIsbn(isbn);
  if (other)
    throw unprocessable([
      { path: 'isbn', message: `${shown} is the ISBN of “${other.title}” (${other.id})` },
    ]);
  const blockId = await blockOf(tx, isbn);
  if (blockId === undefined) return;
  const [held] = await tx.select().from(isbnNumbers).where(eq(isbnNumbers.isbn, isbn));
  // An assigned number stays spent when its product takes another or is deleted (its holder is null then).
  if (held && held.publicationId !== publicationId)
    throw unprocessable([
      {
        path: 'isbn',
        message:
          held.state === 'reserved'
            ? `${shown} is reserved in the register${held.note ? ` (${held.note})` : ''}`
            : `${shown} was assigned to another publication and is never reused`,
      },
    ]);
  // A product keeps one number in the register: the one it had goes back to no one, never to free.
  await tx
    .update(isbnNumbers)
    .set({ publicationId: null, changedAt: now })
    .where(and(eq(isbnNumbers.publicationId, publicationId), ne(isbnNumbers.isbn, isbn)));
  await tx
    .insert(isbnNumbers)
    .values({ isbn, blockId, state: 'assigned', publicationId, changedAt: now })
    .onConflictDoUpdate({
      target: isbnNumbers.isbn,
      set: { state: 'assigned', publicationId, changedAt: now },
    });
}

/** Every block with how its numbers stand, and the number it hands out next. */
export async function isbnBlockSummaries(tx: Tx): Promise<IsbnBlock[]> {
  const title = sql`substring(${isbnNumbers.isbn} from length(${isbnBlocks.prefix}) + 1 for 12 - length(${isbnBlocks.prefix}))::bigint`;
  const blocks = await tx
    .select({
      blockId: isbnBlocks.id,
      prefix: isbnBlocks.prefix,
      nextTitle: isbnBlocks.nextTitle,
      assigned: sql<number>`count(${isbnNumbers.isbn}) filter (where ${isbnNumbers.state} = 'assigned')::int`,
      reserved: sql<number>`count(${isbnNumbers.isbn}) filter (where ${isbnNumbers.state} = 'reserved')::int`,
      heldAhead: sql<number>`count(${isbnNumbers.isbn}) filter (where ${title} >= ${isbnBlocks.nextTitle})::int`,
    })
    .from(isbnBlocks)
    .leftJoin(isbnNumbers, eq(isbnNumbers.blockId, isbnBlocks.id))
    .groupBy(isbnBlocks.id)
    .orderBy(asc(isbnBlocks.id));
  return Promise.all(
    blocks.map(async (block) => {
      const capacity = capacityOf(block.prefix);
      const next = await firstFree(tx, block.prefix, block.nextTitle);
      return {
        blockId: block.blockId,
        prefix: block.prefix,
        capacity,
        assigned: block.assigned,
        reserved: block.reserved,
        free: Math.max(0, capacity - block.nextTitle - block.heldAhead),
        nextIsbn: next?.isbn ?? null,
      };
    }),
  );
}

/**
 * Adds a block the agency gave the firm: a whole registrant prefix of a registration group, neither
 * inside nor around a block the register holds.
 */
export async function addIsbnBlock(
  tx: Tx,
  typed: string,
  now: Date,
): Promise<{ blockId: number; prefix: string }> {
  const read = readBlockPrefix(typed);
  if ('error' in read) throw unprocessable([{ path: 'prefix', message: read.error }]);
  const [overlapping] = await tx
    .select({ prefix: isbnBlocks.prefix })
    .from(isbnBlocks)
    .where(
      sql`${read.prefix} like ${isbnBlocks.prefix} || '%' or ${isbnBlocks.prefix} like ${read.prefix} || '%'`,
    )
    .limit(1);
  if (overlapping)
    throw unprocessable([
      {
        path: 'prefix',
        message:
          overlapping.prefix === read.prefix
            ? `The register holds the block ${read.shown} already`
            : `${read.shown} overlaps the block ${overlapping.prefix} the register holds`,
      },
    ]);
  const [created] = await tx
    .insert(isbnBlocks)
    .values({ prefix: read.prefix, createdAt: now, updatedAt: now })
    .returning({ blockId: isbnBlocks.id, prefix: isbnBlocks.prefix });
  if (!created) throw new Error('The block was not stored');
  return created;
}

const reservationColumns = {
  isbn: isbnNumbers.isbn,
  blockId: isbnNumbers.blockId,
  note: isbnNumbers.note,
  reservedAt: sql<string>`to_char(${isbnNumbers.changedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

/** The numbers held for titles not yet made, newest first. */
export async function isbnReservations(tx: Tx): Promise<IsbnReservation[]> {
  return tx
    .select(reservationColumns)
    .from(isbnNumbers)
    .where(eq(isbnNumbers.state, 'reserved'))
    .orderBy(sql`${isbnNumbers.changedAt} desc`, asc(isbnNumbers.isbn))
    .limit(1000);
}

/**
 * Holds a number of a block for a forthcoming title: the one named, if it is the block's and free, or
 * the block's next free one. Under the block's lock, so "assign next free" and another reservation wait.
 */
export async function reserveIsbn(
  tx: Tx,
  request: { blockId: number; isbn: string | null; note: string },
  now: Date,
): Promise<IsbnReservation> {
  const refuse = (path: string, message: string): never => {
    const issue: FieldIssue = { path, message };
    throw unprocessable([issue]);
  };
  const [block] = await tx
    .select({ id: isbnBlocks.id, prefix: isbnBlocks.prefix, nextTitle: isbnBlocks.nextTitle })
    .from(isbnBlocks)
    .where(eq(isbnBlocks.id, request.blockId))
    .for('update');
  if (!block) return refuse('blockId', `There is no ISBN block ${request.blockId}`);
  let isbn: string;
  if (request.isbn === null) {
    const free = await firstFree(tx, block.prefix, block.nextTitle);
    if (!free) return refuse('blockId', 'This block has no free number left');
    isbn = free.isbn;
  } else {
    const read = readIsbn(request.isbn);
    if ('error' in read) return refuse('isbn', read.error);
    isbn = read.isbn;
    if (!isbn.startsWith(block.prefix))
      return refuse('isbn', `${hyphenatedIsbn(isbn)} is not a number of the block ${block.prefix}`);
    if (await isTaken(tx, isbn))
      return refuse('isbn', `${hyphenatedIsbn(isbn)} is reserved or assigned already`);
  }
  const [held] = await tx
    .insert(isbnNumbers)
    .values({ isbn, blockId: block.id, state: 'reserved', note: request.note, changedAt: now })
    .returning(reservationColumns);
  if (!held) throw new Error('The reservation was not stored');
  return held;
}

/** Frees a reserved number; an assigned one stays assigned for ever. */
export async function releaseIsbn(tx: Tx, typed: string): Promise<IsbnReservation> {
  const read = readIsbn(typed);
  if ('error' in read) throw unprocessable([{ path: 'isbn', message: read.error }]);
  const [held] = await tx
    .select({ state: isbnNumbers.state })
    .from(isbnNumbers)
    .where(eq(isbnNumbers.isbn, read.isbn))
    .for('update');
  if (!held) throw new HttpError(404, `${hyphenatedIsbn(read.isbn)} is not reserved`);
  if (held.state !== 'reserved')
    throw unprocessable([
      {
        path: 'isbn',
        message: `${hyphenatedIsbn(read.isbn)} is assigned: an assigned number is never freed`,
      },
    ]);
  const [released] = await tx
    .delete(isbnNumbers)
    .where(and(eq(isbnNumbers.isbn, read.isbn), eq(isbnNumbers.state, 'reserved')))
    .returning(reservationColumns);
  if (!released) throw new Error('The reservation was not released');
  return released;
}
