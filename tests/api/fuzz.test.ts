import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelope } from '@/lib/contract/envelope';
import { issueToken } from '@/upstream/auth/tokens';
import { allRightsUser } from '../support/area-conformance';
import { createTestUpstream } from '../support/test-upstream';

/*
 * Every operation the API describes, called with generated bad input by a user who passes every
 * requirement: wrong types, numbers out of range, huge texts, NUL and unpaired surrogates, missing
 * and extra fields, bad query values and path ids. No answer may be a 5xx, every 4xx is the error
 * envelope, a refused request writes nothing, and a streamed answer is read to its end.
 * FUZZ_RUNS sets the cases per operation, FUZZ_SEED replays a run.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/**
 * Tables that record requests rather than what they ask for: the request log holds every call (and is
 * written in batches, on a timer), and a sign-in records its attempts, refused ones included.
 */
const REQUEST_RECORDS = new Set(['request_log', 'login_events']);
/** What an accepted read may write: the data-quality checker records each run. */
const RUN_RECORDS = new Set(['check_runs']);

// ---------------------------------------------------------------------------------------------
// The API's description

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}
const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    $ref: z.string().optional(),
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), jsonSchema).optional(),
    required: z.array(z.string()).optional(),
    items: jsonSchema.optional(),
    enum: z.array(z.unknown()).optional(),
    anyOf: z.array(jsonSchema).optional(),
    oneOf: z.array(jsonSchema).optional(),
    pattern: z.string().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    minItems: z.number().optional(),
  }),
);
const operationSchema = z.object({
  parameters: z
    .array(
      z.object({ name: z.string(), in: z.string(), required: z.boolean().optional(), schema: jsonSchema }),
    )
    .default([]),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: jsonSchema })) }).optional(),
});
const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.object({ schemas: z.record(z.string(), jsonSchema) }),
});

interface Operation {
  method: string;
  path: string;
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  /** Without input there is nothing to get wrong: such a write may be accepted (sign out). */
  takesInput: boolean;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// ---------------------------------------------------------------------------------------------
// Values

const HUGE = 'x'.repeat(100_000);
const NUL_TEXT = fc.constantFrom('\u0000', 'a\u0000b', 'Ada\u0000', `${'y'.repeat(50)}\u0000`);
const SURROGATE_TEXT = fc.constantFrom('\uD800', 'a\uDC00b', 'x\uDBFF', '\uDFFF\uD800');
/** What no string field accepts. */
const UNSTORABLE_TEXT = fc.oneof(NUL_TEXT, SURROGATE_TEXT);
const BAD_NUMBERS = fc.constantFrom(0, -1, 1.5, 2_147_483_648, -2_147_483_649, 1e308, -1e308, 2 ** 53 + 2);
const ANY_TEXT = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.constantFrom('', ' ', HUGE, "'; drop table users; --", '%_\\', '😀', '１２'),
  UNSTORABLE_TEXT,
);
const ANY_VALUE: fc.Arbitrary<unknown> = fc.oneof(
  ANY_TEXT,
  BAD_NUMBERS,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
);

/** Query values as they travel, percent-encoded; the raw ones are not even UTF-8. */
const QUERY_TEXT = fc.oneof(
  // encodeURIComponent cannot encode a surrogate half: those come raw, below.
  ANY_TEXT.filter((text) => !/\p{Cs}/u.test(text)).map(encodeURIComponent),
  fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999', '9'.repeat(30), 'abc', 'true'),
  fc.constantFrom(',', '1,,2', '1,2147483648', '-name', 'NaN', 'Infinity', '-0'),
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%FF', '%', '%zz', '%C0%80', '%2F'),
);
const BAD_IDS = fc.constantFrom(
  '0',
  '-1',
  '2147483648',
  '99999999999',
  'abc',
  '1e3',
  '1.5',
  '%201',
  '%00',
  '%ED%A0%80',
  '%25',
);

/** An own field even when named `__proto__`, so that JSON.stringify sends it. */
function setField(body: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(body, name, { value, enumerable: true, writable: true, configurable: true });
}

function typesOf(schema: JsonSchema): string[] {
  const own = schema.type === undefined ? [] : [schema.type].flat();
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf);
  const fromEnum = (schema.enum ?? []).map((value) => (value === null ? 'null' : typeof value));
  return [...new Set([...own, ...alternatives, ...fromEnum])].map((type) =>
    type === 'integer' ? 'number' : type,
  );
}

/** Texts of the shapes fields often want (a day, an address, a code, a password), for plausible bodies. */
const SHAPED_TEXT = ['2027-03-31', 'ada@mail.example', 'EUR', 'GB', 'correct-horse-7'];

const WRONG_TYPES: [string, unknown][] = [
  ['number', 7],
  ['boolean', true],
  ['object', { nested: 'a\u0000b' }],
  ['array', ['a\u0000b', 2_147_483_648]],
  ['string', 'text'],
  ['null', null],
];

// ---------------------------------------------------------------------------------------------
// Cases

interface FuzzCase {
  path: string;
  query: string;
  body: string | undefined;
  headers: Record<string, string>;
}

function generators(components: Record<string, JsonSchema>, ids: Record<string, string>) {
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? resolve(components[schema.$ref.split('/').at(-1) ?? ''] ?? {}) : schema;

  /** A value the schema may well accept, so that one bad field is all that is wrong. */
  function plausible(raw: JsonSchema): fc.Arbitrary<unknown> {
    const schema = resolve(raw);
    const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
    if (alternatives.length > 0) return fc.oneof(...alternatives.map(plausible));
    if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
    const types = [schema.type ?? 'null'].flat();
    return fc.oneof(
      ...types.map((type): fc.Arbitrary<unknown> => {
        switch (type) {
          case 'string': {
            if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
            const minLength = schema.minLength ?? 0;
            const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
            const letters = fc.string({ unit: fc.constantFrom(...'abcdefghij'), minLength, maxLength });
            const shaped = SHAPED_TEXT.filter(
              (text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity),
            );
            return shaped.length > 0 ? fc.oneof(letters, fc.constantFrom(...shaped)) : letters;
          }
          case 'integer':
          case 'number': {
            const min = schema.minimum ?? 1;
            return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 1000, 1000)) });
          }
          case 'boolean':
            return fc.boolean();
          case 'array':
            return fc.array(plausible(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: 3 });
          case 'object': {
            const properties = schema.properties ?? {};
            const shape = Object.fromEntries(
              Object.entries(properties).map(([name, property]) => [name, plausible(property)]),
            );
            return fc.record(shape, { requiredKeys: schema.required ?? [] });
          }
          default:
            return fc.constant(null);
        }
      }),
    );
  }

  /** A change of one declared field that the schema cannot accept: a wrong type, unstorable text, or gone. */
  function fatal(schema: JsonSchema): fc.Arbitrary<(body: Record<string, unknown>) => void> {
    const properties = Object.entries(schema.properties ?? {});
    const changes = properties.flatMap(([name, raw]) => {
      const types = typesOf(resolve(raw));
      if (types.length === 0) return [];
      const wrong = WRONG_TYPES.filter(([type]) => !types.includes(type)).map(([, value]) => value);
      const values = [
        ...(wrong.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...wrong) }] : []),
        ...(types.includes('string') ? [{ weight: 2, arbitrary: UNSTORABLE_TEXT }] : []),
      ];
      const set = fc.oneof(...values).map((value) => (body: Record<string, unknown>) => {
        setField(body, name, value);
      });
      const drop = fc.constant((body: Record<string, unknown>) => {
        delete body[name];
      });
      return schema.required?.includes(name) ? [set, drop] : [set];
    });
    return changes.length > 0 ? fc.oneof(...changes) : fc.constant(() => undefined);
  }

  /** Changes that may or may not be wrong on their own: huge or odd values, extra or missing fields. */
  function noise(schema: JsonSchema): fc.Arbitrary<(body: Record<string, unknown>) => void> {
    const names = [...Object.keys(schema.properties ?? {}), 'unexpected', '__proto__', 'constructor'];
    return fc
      .tuple(fc.constantFrom(...names), fc.oneof(ANY_VALUE, fc.constant(undefined)))
      .map(([name, value]) => (body: Record<string, unknown>) => {
        if (value === undefined) delete body[name];
        else setField(body, name, value);
      });
  }

  const garbage = fc.oneof(
    fc.constantFrom('', '{', 'not json', '{"a":', '\u0000', `"${HUGE}"`, '[]', 'null', '0', '"\\ud800"'),
    ANY_VALUE.map((value) => JSON.stringify(value) ?? 'null'),
  );

  /** A body the operation must refuse: one fatal change at least, on top of a plausible one. */
  function badBody(raw: JsonSchema | undefined): fc.Arbitrary<string> {
    const schema = raw ? resolve(raw) : undefined;
    if (!schema?.properties) return garbage;
    const object = fc
      .tuple(plausible(schema), fc.array(noise(schema), { maxLength: 1 }), fatal(schema))
      .map(([base, changes, last]) => {
        const body = { ...(base as Record<string, unknown>) };
        for (const change of [...changes, last]) change(body);
        return JSON.stringify(body);
      });
    return fc.oneof({ weight: 4, arbitrary: object }, { weight: 1, arbitrary: garbage });
  }

  function pathOf(operation: Operation): fc.Arbitrary<string> {
    const parts = operation.path.split(/(\{[^}]+\})/).map((part) => {
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      if (name === undefined) return fc.constant(part);
      const existing = ids[name] ?? '1';
      // A write with a body may name a real record (the body is refused); one without, like a delete, may not.
      const real = operation.method === 'GET' || operation.body !== undefined;
      return real ? fc.oneof(fc.constant(existing), BAD_IDS, QUERY_TEXT) : BAD_IDS;
    });
    return fc.tuple(...parts).map((values) => values.join('').replace(/^\//, ''));
  }

  /** The declared parameters, present or not, with one of them (mostly) bad, and now and then an extra one. */
  function queryOf(operation: Operation): fc.Arbitrary<string> {
    const names = operation.query.map(({ name }) => name);
    const values = operation.query.map(({ schema }) =>
      fc.option(
        plausible(schema).map((value) => encodeURIComponent(String(value))),
        { freq: 2 },
      ),
    );
    const bad =
      names.length === 0
        ? fc.constant(null)
        : fc.option(fc.tuple(fc.constantFrom(...names), QUERY_TEXT), { freq: 4 });
    const extra = fc.option(QUERY_TEXT, { freq: 4 });
    return fc.tuple(fc.tuple(...values), bad, extra).map(([chosen, focus, unexpected]) => {
      const pairs = names.flatMap((name, index) => {
        const value = focus?.[0] === name ? focus[1] : chosen[index];
        return value === null || value === undefined ? [] : [`${name}=${value}`];
      });
      if (unexpected !== null) pairs.push(`extra=${unexpected}`);
      return pairs.join('&');
    });
  }

  return (operation: Operation): fc.Arbitrary<FuzzCase> =>
    fc.record({
      path: pathOf(operation),
      query: queryOf(operation),
      body: operation.method === 'GET' ? fc.constant(undefined) : badBody(operation.body),
      headers: fc.constantFrom<Record<string, string>>(
        {},
        { accept: 'application/x-ndjson' },
        { accept: 'text/csv' },
      ),
    });
}

// ---------------------------------------------------------------------------------------------
// The run

const api = await createTestUpstream();
const document = documentSchema.parse((await api.request('GET', 'openapi.json')).body);
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, raw]) => {
    const { parameters, requestBody } = operationSchema.parse(raw);
    return {
      method: method.toUpperCase(),
      path,
      query: parameters.filter((parameter) => parameter.in === 'query'),
      body: requestBody?.content['application/json']?.schema,
      takesInput: parameters.length > 0 || requestBody !== undefined,
    };
  }),
);
afterAll(() => api.close());

/** A record of each area for the paths to name, made through the API as staff would. */
async function seedRecords(): Promise<{ userId: number; ids: Record<string, string> }> {
  const { user, token } = await allRightsUser(api);
  const create = async (path: string, body: object) => {
    const response = await api.request('POST', path, { token, body });
    if (response.status !== 201) throw new Error(`POST ${path}: ${JSON.stringify(response.body)}`);
    return String((response.body as { data: Record<string, unknown> }).data[`${path.slice(0, -1)}Id`]);
  };
  const contactId = await create('contacts', { lastName: 'Quill', roles: ['author'] });
  const commissioningId = await create('commissionings', {
    commissioningTitle: 'Fuzzed',
    editorId: user.id,
    authorIds: [Number(contactId)],
    expectedFormats: ['BB'],
  });
  const couponId = await create('coupons', {
    code: 'FUZZ-1',
    discountType: 'percent',
    percentOff: 10,
    validFrom: '2026-01-01',
    appliesToAll: true,
    publicationIds: [],
    active: true,
  });
  return { userId: user.id, ids: { contactId, commissioningId, couponId, section: 'Publications' } };
}

const { userId, ids } = await seedRecords();
const caseFor = generators(document.components.schemas, ids);

const tableNames = z
  .object({ rows: z.array(z.object({ tablename: z.string() })) })
  .parse(await api.database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`))
  .rows.map((row) => row.tablename)
  .filter((name) => !REQUEST_RECORDS.has(name));
const countQuery = sql.join(
  tableNames.map((name) => sql`select ${name}::text as name, count(*) as rows from ${sql.identifier(name)}`),
  sql` union all `,
);
const countsSchema = z.object({ rows: z.array(z.object({ name: z.string(), rows: z.coerce.number() })) });

async function rowCounts(): Promise<Map<string, number>> {
  const result = countsSchema.parse(await api.database.db.execute(countQuery));
  return new Map(result.rows.map((row) => [row.name, row.rows]));
}

function writtenTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([name, rows]) => before.get(name) !== rows).map(([name]) => name);
}

const short = (text: string) =>
  JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}…(${text.length} chars)` : text);

/** What is wrong with one answer, or null. */
function problemOf(
  operation: Operation,
  status: number,
  body: unknown,
  written: readonly string[],
): string | null {
  if (status >= 500) return `answered ${status}: ${JSON.stringify(body)}`;
  const refused = status >= 400;
  if (refused && !z.strictObject(errorEnvelope.shape).safeParse(body).success)
    return `answered ${status} without the error envelope: ${short(JSON.stringify(body) ?? '')}`;
  if (!refused && WRITES.has(operation.method) && operation.takesInput)
    return `accepted bad input with ${status}: ${short(JSON.stringify(body) ?? '')}`;
  // A refused request writes nothing; an accepted read may record a run; a write without input is free.
  const mayWrite = (table: string) =>
    !refused && (operation.method === 'GET' ? RUN_RECORDS.has(table) : !operation.takesInput);
  const unexpected = written.filter((table) => !mayWrite(table));
  return unexpected.length > 0 ? `answered ${status} and wrote to ${unexpected.join(', ')}` : null;
}

describe('every operation refuses bad input without a 5xx and without writing', () => {
  it('finds the operations in the API’s description', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(tableNames).toContain('audit_log');
  });

  for (const operation of operations) {
    it(`${operation.method} ${operation.path}`, { timeout: 60_000 }, async () => {
      const property = fc.asyncProperty(caseFor(operation), async (input) => {
        const token = await issueToken(api.database.db, userId, api.clock.now());
        const before = await rowCounts();
        const target = input.query ? `${input.path}?${input.query}` : input.path;
        // The harness reads every answer to its end, so a stream that breaks off fails here.
        const response = await api.request(operation.method, target, {
          token,
          body: input.body,
          headers: input.headers,
        });
        const written = writtenTables(before, await rowCounts());
        const problem = problemOf(operation, response.status, response.body, written);
        if (problem) {
          const sent = `${operation.method} ${short(target)}${input.body === undefined ? '' : ` body ${short(input.body)}`}`;
          throw new Error(`${sent} ${problem}`);
        }
      });
      const details = await fc.check(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
      if (details.failed) {
        throw new Error(
          `${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}` +
            `\n(replay with FUZZ_SEED=${details.seed})`,
        );
      }
    });
  }
});
