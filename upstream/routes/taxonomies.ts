import { z } from '@hono/zod-openapi';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { okEnvelope } from '@/lib/contract/envelope';
import type { TaxonomyScheme } from '@/lib/contract/enums';
import {
  acceptSuggestionSchema,
  importSchemeParamSchema,
  mappingSuggestionsSchema,
  schemeParamSchema,
  taxonomyOverviewSchema,
  taxonomyQuerySchema,
  taxonomyTermSchema,
  themaImportResultSchema,
  themaImportSchema,
} from '@/lib/contract/taxonomies';
import { readSchemeFile, type ImportableScheme } from '@/lib/contract/subject-file';
import { SCHEME_NAMES } from '@/lib/taxonomy-labels';
import { AREA_RIGHTS } from '@/lib/rights';
import type { Tx } from '../db/client';
import { publications, taxonomyTerms } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { errorResponses, jsonResponse as json } from '../platform/envelope';
import { guardedRoute } from '../platform/guarded-route';
import { badRequest } from '../platform/http-error';
import { mountRoute, readJson, readQuery } from '../resources';
import { recordAudit } from '../platform/audit';
import { acceptSuggestion, mappingSuggestions } from '../taxonomies/suggestions';
import { signedIn } from '../platform/context';
import { registerTermRoutes, termColumns } from './taxonomy-terms';

/*
 * The subject schemes behind the taxonomy pages and the publication's subject picker: a scheme's
 * terms (with their ancestors when searched, so the tree still reads), the overview of every scheme,
 * and the import of EDItEUR's Thema file, all or nothing.
 */

const rights = AREA_RIGHTS.taxonomies;
const tags = ['taxonomies'];

const termsRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/taxonomy/{scheme}',
  tags,
  summary:
    'A scheme’s terms for its tree: every active term (retired ones too with `retired=include`), or those matching the search with their ancestors',
  request: { params: schemeParamSchema, query: taxonomyQuerySchema },
  responses: {
    200: json(okEnvelope(taxonomyTermSchema.array()).meta({ id: 'TaxonomyTerms' }), 'By code'),
    ...errorResponses(400),
  },
});

const overviewRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/taxonomies',
  tags,
  summary:
    'Every scheme with its terms and the publications filed under them; publications without a main subject',
  responses: {
    200: json(okEnvelope(taxonomyOverviewSchema).meta({ id: 'TaxonomyOverview' }), 'The overview'),
  },
});

const importRoute = guardedRoute(rights.import ?? rights.update, {
  method: 'post',
  path: '/taxonomy/{scheme}/import',
  tags,
  summary:
    'Import a scheme’s code list: EDItEUR’s Thema file (JSON or XML), or BISAC or BIC codes (CSV or JSON); every code added or its heading updated',
  description:
    'The whole file is checked first; a malformed file or a bad row (naming it) is refused with 400 and nothing is written.',
  request: {
    params: importSchemeParamSchema,
    body: {
      content: { 'application/json': { schema: themaImportSchema.meta({ id: 'SchemeImport' }) } },
      required: true,
    },
  },
  responses: {
    200: json(okEnvelope(themaImportResultSchema).meta({ id: 'SchemeImportResult' }), 'What changed'),
    ...errorResponses(400),
  },
});

const suggestionsRoute = guardedRoute(rights.view, {
  method: 'get',
  path: '/taxonomies/suggestions',
  tags,
  summary:
    'Mapping suggestions: a code of one scheme for publications filed under another scheme only, from the mapping files',
  responses: {
    200: json(okEnvelope(mappingSuggestionsSchema).meta({ id: 'MappingSuggestions' }), 'By title'),
  },
});

const acceptRoute = guardedRoute(rights.update, {
  method: 'post',
  path: '/taxonomies/suggestions/accept',
  tags,
  summary:
    'Accept a mapping suggestion: the publication filed under the term, as its main subject of that scheme',
  request: {
    body: {
      content: { 'application/json': { schema: acceptSuggestionSchema.meta({ id: 'AcceptSuggestion' }) } },
      required: true,
    },
  },
  responses: {
    200: json(
      okEnvelope(z.object({ publicationId: z.number().int(), version: z.number().int() })).meta({
        id: 'SuggestionAccepted',
      }),
      'Filed',
    ),
    ...errorResponses(400, 404, 409, 422),
  },
});

async function termsOf(tx: Tx, scheme: TaxonomyScheme, q: string | undefined, retired: boolean) {
  const all = await tx
    .select(termColumns)
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.scheme, scheme), retired ? undefined : eq(taxonomyTerms.active, true)))
    .orderBy(asc(taxonomyTerms.code));
  if (!q) return all;
  const needle = q.toLowerCase();
  const byId = new Map(all.map((term) => [term.termId, term]));
  const kept = new Set<number>();
  for (const term of all) {
    if (!term.code.toLowerCase().startsWith(needle) && !term.label.toLowerCase().includes(needle)) continue;
    for (let at: typeof term | undefined = term; at && !kept.has(at.termId); at = byId.get(at.parentId ?? 0))
      kept.add(at.termId);
  }
  return all.filter((term) => kept.has(term.termId));
}

async function overview(tx: Tx) {
  const schemes = await tx
    .select({
      scheme: taxonomyTerms.scheme,
      terms: sql<number>`count(*)::int`,
      used: sql<number>`count(*) filter (where exists (select 1 from publication_taxonomy_terms l where l.term_id = ${taxonomyTerms.id}))::int`,
      publications: sql<number>`(select count(distinct l.publication_id)::int from publication_taxonomy_terms l
        join taxonomy_terms t on t.id = l.term_id where t.scheme = ${taxonomyTerms.scheme})`,
    })
    .from(taxonomyTerms)
    .groupBy(taxonomyTerms.scheme)
    .orderBy(asc(taxonomyTerms.scheme));
  const [totals] = await tx
    .select({
      publications: sql<number>`count(*)::int`,
      without: sql<number>`(count(*) filter (where not exists (
        select 1 from publication_taxonomy_terms l where l.publication_id = ${publications.id} and l.main)))::int`,
    })
    .from(publications);
  return { schemes, publications: totals?.publications ?? 0, withoutMainSubject: totals?.without ?? 0 };
}

async function importScheme(tx: Tx, scheme: ImportableScheme, content: string, now: Date) {
  const read = readSchemeFile(scheme, content);
  if ('error' in read)
    throw badRequest(`The ${SCHEME_NAMES[scheme]} file was not imported: ${read.error}`, [
      { path: 'content', message: read.error },
    ]);
  const { codes } = read;
  const existing = new Set(
    (
      await tx
        .select({ code: taxonomyTerms.code })
        .from(taxonomyTerms)
        .where(
          and(
            eq(taxonomyTerms.scheme, scheme),
            inArray(
              taxonomyTerms.code,
              codes.map((entry) => entry.code),
            ),
          ),
        )
    ).map((row) => row.code),
  );
  for (let start = 0; start < codes.length; start += 2000) {
    const chunk = codes.slice(start, start + 2000);
    await tx
      .insert(taxonomyTerms)
      .values(
        chunk.map((entry) => ({
          scheme,
          code: entry.code,
          label: entry.heading,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [taxonomyTerms.scheme, taxonomyTerms.code],
        set: {
          label: sql`excluded.label`,
          active: true,
          updatedAt: now,
          version: sql`${taxonomyTerms.version} + 1`,
        },
      });
  }
  // Parents once every code exists: the file's hierarchy replaces the one held.
  const pairs = codes.filter((entry) => entry.parent !== null);
  for (let start = 0; start < pairs.length; start += 2000) {
    const chunk = pairs.slice(start, start + 2000);
    await tx.execute(sql`update taxonomy_terms t set parent_id = p.id
      from (values ${sql.join(
        chunk.map((entry) => sql`(${entry.code}, ${entry.parent})`),
        sql`, `,
      )}) as v(code, parent)
      join taxonomy_terms p on p.scheme = ${scheme} and p.code = v.parent
      where t.scheme = ${scheme} and t.code = v.code`);
  }
  return { codes: codes.length, added: codes.length - existing.size, updated: existing.size };
}

export function registerTaxonomyRoutes(app: UpstreamApp): void {
  mountRoute(app, suggestionsRoute, async (c) =>
    c.json({ success: true, data: await mappingSuggestions(c.var.deps.database.db) }, 200),
  );
  mountRoute(app, acceptRoute, async (c) => {
    const request = await readJson(c, acceptSuggestionSchema);
    const now = c.var.deps.now();
    const version = await c.var.deps.database.db.transaction(async (tx) => {
      const filed = await acceptSuggestion(tx, request, now);
      await recordAudit(tx, {
        userId: signedIn(c).user.userId,
        action: 'update',
        entity: 'publications',
        entityId: request.publicationId,
        before: { subjectTerms: filed.before },
        after: { subjectTerms: filed.after },
        requestId: c.var.requestId,
        at: now,
      });
      return filed.version;
    });
    return c.json({ success: true, data: { publicationId: request.publicationId, version } }, 200);
  });
  mountRoute(app, overviewRoute, async (c) =>
    c.json({ success: true, data: await overview(c.var.deps.database.db) }, 200),
  );
  mountRoute(app, importRoute, async (c) => {
    const param = importSchemeParamSchema.safeParse({ scheme: c.req.param('scheme') });
    if (!param.success)
      throw badRequest('Invalid input', [
        { path: 'scheme', message: param.error.issues[0]?.message ?? 'Choose a scheme' },
      ]);
    const { scheme } = param.data;
    const { content } = await readJson(c, themaImportSchema);
    const now = c.var.deps.now();
    const result = await c.var.deps.database.db.transaction(async (tx) => {
      const imported = await importScheme(tx, scheme, content, now);
      await recordAudit(tx, {
        userId: signedIn(c).user.userId,
        action: 'insert',
        entity: 'taxonomies',
        entityId: scheme,
        after: imported,
        requestId: c.var.requestId,
        at: now,
      });
      return imported;
    });
    return c.json({ success: true, data: result }, 200);
  });
  mountRoute(app, termsRoute, async (c) => {
    const param = schemeParamSchema.safeParse({ scheme: c.req.param('scheme') });
    if (!param.success)
      throw badRequest('Invalid input', [
        { path: 'scheme', message: param.error.issues[0]?.message ?? 'Choose a scheme' },
      ]);
    const { scheme } = param.data;
    const { q, retired } = readQuery(c, taxonomyQuerySchema);
    const terms = await termsOf(c.var.deps.database.db, scheme, q, retired === 'include');
    return c.json({ success: true, data: terms }, 200);
  });
  registerTermRoutes(app);
}
