import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  RESERVED_PARAMS,
  booleanFilter,
  dateFilter,
  defineList,
  enumFilter,
  idFilter,
  pageCount,
} from '@/lib/contract/list-query';

const ROLE_LABELS = { author: 'Author', agent: 'Agent', translator: 'Translator' };

const definition = defineList({
  sortFields: ['name', 'createdDate'],
  defaultSort: 'name',
  filters: {
    role: enumFilter('Role', ['author', 'agent', 'translator'], ROLE_LABELS),
    active: booleanFilter('Active'),
    editorId: idFilter('Editor'),
    from: dateFilter('Added from'),
  },
  searchHint: 'names',
});

type Query = ReturnType<typeof definition.defaults>;

const full: Query = {
  page: 3,
  pageSize: 50,
  sort: '-createdDate',
  q: 'quill',
  ids: [7, 3, 12],
  filters: { role: ['author', 'translator'], active: false, editorId: 42, from: '2026-02-28' },
};

describe('defineList: parse and toSearchParams', () => {
  it('reads back every part of a query it wrote', () => {
    const params = definition.toSearchParams(full);
    expect(Object.fromEntries(params)).toEqual({
      page: '3',
      pageSize: '50',
      sort: '-createdDate',
      q: 'quill',
      ids: '7,3,12',
      role: 'author,translator',
      active: 'false',
      editorId: '42',
      from: '2026-02-28',
    });
    expect(definition.parse(params)).toEqual(full);
    expect(definition.parse(Object.fromEntries(params))).toEqual(full);
  });

  it('leaves defaults out of the URL, so a fresh list has a bare address', () => {
    expect(definition.toSearchParams(definition.defaults()).toString()).toBe('');
    expect(definition.parse(new URLSearchParams())).toEqual({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: 'name',
      q: '',
      ids: [],
      filters: {},
    });
  });

  it('leaves out paging on request (the export takes none)', () => {
    const record = definition.toRecord(full, { paging: false });
    expect(record).not.toHaveProperty('page');
    expect(record).not.toHaveProperty('pageSize');
    expect(record.sort).toBe('-createdDate');
  });

  it('takes the first of repeated parameters, as Next.js passes them', () => {
    expect(definition.parse({ role: ['agent', 'author'], q: ['first', 'second'] })).toMatchObject({
      q: 'first',
      filters: { role: ['agent'] },
    });
  });

  it('keeps an enum filter in the list’s order, without repeats, and trims the search', () => {
    const query = definition.parse({ role: 'translator, author,translator', q: '  quill  ', ids: '3, 1,2' });
    expect(query.filters.role).toEqual(['author', 'translator']);
    expect(query.q).toBe('quill');
    expect(query.ids).toEqual([3, 1, 2]);
  });

  it('falls back to the default for each bad value, so old links still open', () => {
    const bad = {
      page: '0',
      pageSize: '1000',
      sort: 'nonsense',
      q: 'x'.repeat(201),
      ids: '1,abc',
      role: 'author,nonsense',
      active: 'yes',
      editorId: '0',
      from: '2026-02-30',
    };
    expect(definition.parse(bad)).toEqual(definition.defaults());
    expect(definition.parse({ page: 'abc', pageSize: '0', sort: '-' })).toEqual(definition.defaults());
    expect(definition.parse({ page: '', role: '', active: '' })).toEqual(definition.defaults());
  });

  it('reads each filter kind', () => {
    expect(definition.parse({ active: 'true', editorId: '9', from: '2024-02-29' }).filters).toEqual({
      active: true,
      editorId: 9,
      from: '2024-02-29',
    });
  });
});

describe('defineList: read names what it could not read', () => {
  it('names each unreadable parameter with its label and value, and reads the rest', () => {
    const { query, unread } = definition.read(
      new URLSearchParams('role=nonsense&active=maybe&page=0&sort=colour&editorId=42&q=quill&other=x'),
    );
    expect(unread).toEqual([
      { name: 'role', label: 'Role', value: 'nonsense' },
      { name: 'active', label: 'Active', value: 'maybe' },
      { name: 'page', label: 'Page', value: '0' },
      { name: 'sort', label: 'Sort', value: 'colour' },
    ]);
    expect(query).toEqual({ ...definition.defaults(), q: 'quill', filters: { editorId: 42 } });
  });

  it('names nothing for an address it wrote, nor for empty parameters', () => {
    expect(definition.read(definition.toSearchParams(full)).unread).toEqual([]);
    expect(definition.read(new URLSearchParams('role=&page=&q=')).unread).toEqual([]);
  });
});

describe('defineList: the API’s schemas', () => {
  it('refuses what parse forgives', () => {
    for (const query of [
      { page: '0' },
      { pageSize: '1000' },
      { sort: 'nonsense' },
      { q: 'x'.repeat(201) },
      { ids: '1,abc' },
      { role: 'nonsense' },
      { active: 'yes' },
      { editorId: 'abc' },
      { from: '2026-02-30' },
    ]) {
      expect(definition.schema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    expect(definition.schema.safeParse(Object.fromEntries(definition.toSearchParams(full))).success).toBe(
      true,
    );
  });

  it('refuses ids beyond PostgreSQL’s integer range, which the database would reject', () => {
    expect(definition.schema.safeParse({ ids: '2147483647' }).success).toBe(true);
    expect(definition.schema.safeParse({ ids: '2147483648' }).success).toBe(false);
    expect(definition.parse({ ids: '2147483648' }).ids).toEqual([]);
  });

  it('leaves paging out of the export', () => {
    expect(Object.keys(definition.exportSchema.shape)).not.toContain('page');
    expect(Object.keys(definition.exportSchema.shape)).not.toContain('pageSize');
    expect(Object.keys(definition.exportSchema.shape)).toEqual(
      expect.arrayContaining(['sort', 'q', 'ids', 'role', 'active', 'editorId', 'from']),
    );
  });
});

describe('defineList: filter names', () => {
  for (const name of RESERVED_PARAMS) {
    it(`refuses a filter named ${name}`, () => {
      expect(() =>
        defineList({
          sortFields: ['name'],
          defaultSort: 'name',
          filters: { [name]: booleanFilter('Clash') },
          searchHint: 'names',
        }),
      ).toThrow(`Filter name ${name} is reserved`);
    });
  }
});

describe('list helpers', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
