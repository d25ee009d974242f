import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Publication } from '@/lib/areas/publications';
import { isbn13CheckDigit } from '@/lib/contract/isbn';
import type { IsbnBlock, IsbnReservation } from '@/lib/contract/isbn-register';
import { GROUP } from '@/lib/rights';
import { inArray } from 'drizzle-orm';
import { auditLog, commissionings, isbnNumbers } from '@/upstream/db/schema';
import { allRightsUser, call, memberOf } from '../support/area-conformance';
import { publicationInput, type PublicationInput } from '../support/publication-input';
import { createTestUpstream, type ApiResponse, type TestUpstream } from '../support/test-upstream';

/*
 * The ISBN register's screen: blocks added only as whole registrant prefixes of a registration group
 * (their size from the prefix's length), numbers reserved with a note and released, a reserved number
 * passed by when the next free one is taken, and an assigned number never freed.
 */

const withCheck = (first12: string) => `${first12}${isbn13CheckDigit(first12)}`;

let api: TestUpstream;
let commissioningId = 0;

function ok<T>(response: ApiResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

const messageOf = (response: ApiResponse) =>
  (response.body as { issues?: { path: string; message: string }[] }).issues?.map((issue) => issue.message);

async function asManager(method: string, path: string, body?: unknown) {
  return call(api, await allRightsUser(api), method, path, body);
}

async function asEditor(method: string, path: string, body?: unknown) {
  return call(api, await memberOf(api, GROUP.COMMISSIONING_EDITORS), method, path, body);
}

const publication = (isbn: string | null): PublicationInput =>
  publicationInput({
    title: 'The Glass Orchard',
    format: 'BC',
    isbn,
    publicationDate: '2027-05-01',
    commissioningId,
    pages: 288,
  });

beforeAll(async () => {
  api = await createTestUpstream();
  const editor = (await memberOf(api, GROUP.COMMISSIONING_EDITORS)).user.id;
  const [work] = await api.database.db
    .insert(commissionings)
    .values({ title: 'The Glass Orchard', editorId: editor })
    .returning({ id: commissionings.id });
  commissioningId = work?.id ?? 0;
});
afterAll(() => api?.close());

describe('adding a block', () => {
  it('refuses what is not a whole registrant prefix of a registration group, naming why', async () => {
    const cases: [string, RegExp][] = [
      ['12345', /978 or 979/],
      ['978191555', /not a whole registrant prefix: in this range it has 10 digits \(978-1-915550\)/],
      ['97819155550', /goes past the registrant prefix 978-1-915555/],
      ['9791234', /lies in no registration group/],
    ];
    for (const [prefix, message] of cases) {
      const response = await asManager('POST', 'publications/isbn-blocks', { prefix });
      expect(response.status, prefix).toBe(422);
      expect(messageOf(response)?.[0], prefix).toMatch(message);
    }
    expect(ok<IsbnBlock[]>(await asManager('GET', 'publications/isbn-blocks'))).toEqual([]);
  });

  it('takes a registrant prefix typed with hyphens, its size from its length, once', async () => {
    const small = ok<IsbnBlock>(
      await asManager('POST', 'publications/isbn-blocks', { prefix: '978-1-915555' }),
      201,
    );
    expect(small).toMatchObject({ prefix: '9781915555', capacity: 100, assigned: 0, reserved: 0, free: 100 });
    expect(small.nextIsbn).toBe(withCheck('978191555500'));
    const large = ok<IsbnBlock>(
      await asManager('POST', 'publications/isbn-blocks', { prefix: '9780306' }),
      201,
    );
    expect(large).toMatchObject({ capacity: 100_000, free: 100_000 });

    const again = await asManager('POST', 'publications/isbn-blocks', { prefix: '978 1 915555' });
    expect(again.status).toBe(422);
    expect(messageOf(again)?.[0]).toBe('The register holds the block 978-1-915555 already');
    const audited = await api.database.db.select().from(auditLog);
    expect(audited.filter((entry) => entry.entity === 'isbn_blocks')).toHaveLength(2);
  });

  it('is for Publishing at Manage: an editor may reserve but not add a block', async () => {
    const response = await asEditor('POST', 'publications/isbn-blocks', { prefix: '9780262' });
    expect(response.status).toBe(403);
  });
});

describe('reserving and releasing', () => {
  const first = withCheck('978191555500');
  const second = withCheck('978191555501');
  let blockId = 0;

  beforeAll(async () => {
    const blocks = ok<IsbnBlock[]>(await asEditor('GET', 'publications/isbn-blocks'));
    blockId = blocks.find((block) => block.prefix === '9781915555')?.blockId ?? 0;
  });

  it('holds the block’s next free number with its note, and "assign next free" passes it by', async () => {
    const held = ok<IsbnReservation>(
      await asEditor('POST', 'publications/isbn-reservations', {
        blockId,
        note: 'Autumn list: the Orchard sequel',
      }),
      201,
    );
    expect(held).toMatchObject({ isbn: first, blockId, note: 'Autumn list: the Orchard sequel' });

    const created = ok<Publication>(await asEditor('POST', 'publications', publication(null)), 201);
    expect(created.isbn).toBe(second);
    const [block] = ok<IsbnBlock[]>(await asEditor('GET', 'publications/isbn-blocks')).filter(
      (entry) => entry.blockId === blockId,
    );
    expect(block).toMatchObject({ assigned: 1, reserved: 1, free: 98 });
    expect(ok<IsbnReservation[]>(await asEditor('GET', 'publications/isbn-reservations'))).toEqual([
      expect.objectContaining({ isbn: first, note: 'Autumn list: the Orchard sequel' }),
    ]);
  });

  it('refuses to reserve a number held already, of another block, or without a note', async () => {
    const taken = await asEditor('POST', 'publications/isbn-reservations', {
      blockId,
      isbn: second,
      note: 'Again',
    });
    expect(taken.status).toBe(422);
    expect(messageOf(taken)?.[0]).toMatch(/is reserved or assigned already/);
    const elsewhere = await asEditor('POST', 'publications/isbn-reservations', {
      blockId,
      isbn: '978-0-306-40615-7',
      note: 'Elsewhere',
    });
    expect(messageOf(elsewhere)?.[0]).toMatch(/is not a number of the block 9781915555/);
    const noNote = await asEditor('POST', 'publications/isbn-reservations', { blockId, note: ' ' });
    expect(noNote.status).toBe(400);
    const badDigit = await asEditor('POST', 'publications/isbn-reservations', {
      blockId,
      isbn: `${first.slice(0, 12)}${(Number(first[12]) + 1) % 10}`,
      note: 'Typo',
    });
    expect(messageOf(badDigit)?.[0]).toMatch(/should end in/);
  });

  it('releases a reservation, and never an assigned number', async () => {
    const assigned = await asEditor('DELETE', `publications/isbn-reservations/${second}`);
    expect(assigned.status).toBe(422);
    expect(messageOf(assigned)?.[0]).toMatch(/is assigned: an assigned number is never freed/);

    ok<IsbnReservation>(await asEditor('DELETE', `publications/isbn-reservations/${first}`));
    expect(ok<IsbnReservation[]>(await asEditor('GET', 'publications/isbn-reservations'))).toEqual([]);
    const rows = await api.database.db.select().from(isbnNumbers);
    expect(rows.map((row) => [row.isbn, row.state])).toEqual([[second, 'assigned']]);
    expect((await asEditor('DELETE', `publications/isbn-reservations/${first}`)).status).toBe(404);

    // Released, the number may be typed for a title again.
    const typed = ok<Publication>(await asEditor('POST', 'publications', publication(first)), 201);
    expect(typed.isbn).toBe(first);
  });

  it('never hands a number on once a product gave it up or was deleted', async () => {
    const givenUp = withCheck('978191555502');
    const product = ok<Publication>(await asEditor('POST', 'publications', publication(givenUp)), 201);
    const renumbered = withCheck('978191555503');
    ok<Publication>(
      await asEditor('PUT', `publications/${product.publicationId}`, {
        ...publication(renumbered),
        version: product.version,
      }),
    );
    const again = await asEditor('POST', 'publications', publication(givenUp));
    expect(again.status).toBe(422);
    expect(messageOf(again)?.[0]).toMatch(/was assigned to another publication and is never reused/);

    ok(await asManager('DELETE', `publications/${product.publicationId}`));
    const afterDelete = await asEditor('POST', 'publications', publication(renumbered));
    expect(afterDelete.status).toBe(422);
    expect(messageOf(afterDelete)?.[0]).toMatch(/is never reused/);
    const rows = await api.database.db
      .select()
      .from(isbnNumbers)
      .where(inArray(isbnNumbers.isbn, [givenUp, renumbered]));
    expect(rows.map((row) => [row.isbn, row.state, row.publicationId])).toEqual(
      expect.arrayContaining([
        [givenUp, 'assigned', null],
        [renumbered, 'assigned', null],
      ]),
    );
  });

  it('refuses an ISBN from outside the firm’s blocks that an out-of-print product carries', async () => {
    // A bought-in title's number: no block of the register holds it, the products still do.
    const bought = withCheck('978000000777');
    const old = ok<Publication>(await asEditor('POST', 'publications', publication(bought)), 201);
    ok<Publication>(
      await asEditor('PUT', `publications/${old.publicationId}`, {
        ...publication(bought),
        status: 'out_of_print',
        version: old.version,
      }),
    );
    const reuse = await asEditor('POST', 'publications', publication(bought));
    expect(reuse.status).toBe(422);
    expect(messageOf(reuse)?.[0]).toMatch(/is the ISBN of “The Glass Orchard”/);
  });
});
