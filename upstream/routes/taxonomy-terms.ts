import { z } from '@hono/zod-openapi';
import { and, eq, ne, sql } from 'drizzle-orm';
import { okEnvelope, type FieldIssue } from '@/lib/contract/envelope';
import { EDITABLE_SCHEMES, type CollectionKind, type EditableScheme } from '@/lib/contract/enums';
import {
  editableSchemeParamSchema,
  taxonomyTermSchema,
  termInputSchema,
  termUpdateSchema,
  type TaxonomyTerm,
  type TermInput,
} from '@/lib/contract/taxonomies';
import { AREA_RIGHTS } from '@/lib/rights';
import type { Tx } from '../db/client';
import { taxonomyTerms } from '../db/schema';
import type { UpstreamApp } from '../platform/app-type';
import { recordAudit } from '../platform/audit';
import { signedIn } from '../platform/context';
import { deletedResponse, jsonResponse as json } from '../platform/envelope';
import { badRequest, conflict, notFound } from '../platform/http-error';
import { jsonRoute } from '../platform/json-route';
import {
  isUniqueViolation,
  mountRoute,
  plural,
  readId,
  readJson,
  staleVersion,
  unprocessable,
  type ResourceContext,
} from '../resources';

/*
 * The firm's own schemes edited on their pages: its subject headings, and its collections (series and
 * imprints). A term is added with a code unique in its scheme, corrected (code, heading, kind), moved
 * under another term of its scheme (never under itself or its own branch), retired and reactivated, and
 * deleted only while no publication uses it and no term sits under it. Thema, BISAC and BIC are only
 * imported. Each write is audited as `taxonomy_terms`.
 */

const rights = AREA_RIGHTS.taxonomies;
const tags = ['taxonomies'];
const ENTITY = 'taxonomy_terms';
const path = '/taxonomy/{scheme}/terms';
const scheme = z.enum(EDITABLE_SCHEMES).meta({ description: 'subject or collection' });
const params = z.object({ scheme });
const itemParams = z.object({ scheme, termId: z.string().meta({ description: 'The term’s id' }) });
const one = (description: string) =>
  json(okEnvelope(taxonomyTermSchema.meta({ id: 'TaxonomyTerm' })), description);

const RULES =
  'The code is unique in its scheme, without regard to case (422 on `code`); the parent is a term of the same ' +
  'scheme and not the term or one under it (422 on `parentId`); collections are a series or an imprint, and an ' +
  'imprint sits under no series (422 on `kind` or `parentId`).';

const createRoute = jsonRoute(rights.create, {
  method: 'post',
  path,
  tags,
  summary: 'Add a term to the firm’s subjects or collections',
  description: RULES,
  params,
  body: termInputSchema.meta({ id: 'TaxonomyTermInput' }),
  status: 201,
  answer: one('Added'),
  errors: [400, 422],
});

const updateRoute = jsonRoute(rights.update, {
  method: 'put',
  path: `${path}/{termId}`,
  tags,
  summary: 'Correct a term: its code, heading or kind, move it under another parent, retire or reactivate it',
  description: `Refused with 409 when the version is stale. ${RULES} A kind is not changed while publications use the term as the other kind.`,
  params: itemParams,
  body: termUpdateSchema.meta({ id: 'TaxonomyTermUpdate' }),
  answer: one('Corrected'),
  errors: [400, 404, 409, 422],
});

const deleteRoute = jsonRoute(rights.delete, {
  method: 'delete',
  path: `${path}/{termId}`,
  tags,
  summary: 'Delete a term no publication uses and no term sits under',
  description:
    'Refused with 409, saying how many, while publications are filed under it (or published under the imprint) or terms sit under it: retire it instead.',
  params: itemParams,
  answer: deletedResponse(),
  errors: [400, 404, 409],
});

/** Publications filed under the term, and for an imprint those published under it. */
const publicationsUsing = sql<number>`((select count(*) from publication_taxonomy_terms l where l.term_id = ${taxonomyTerms.id})
  + (select count(*) from publications p where p.imprint_id = ${taxonomyTerms.id}))::int`;

/** A term as the API answers it, the scheme's tree and pickers included. */
export const termColumns = {
  termId: taxonomyTerms.id,
  code: taxonomyTerms.code,
  label: taxonomyTerms.label,
  parentId: taxonomyTerms.parentId,
  publications: publicationsUsing,
  kind: taxonomyTerms.kind,
  active: taxonomyTerms.active,
  version: taxonomyTerms.version,
};

async function termRow(tx: Tx, id: number): Promise<TaxonomyTerm> {
  const [row] = await tx.select(termColumns).from(taxonomyTerms).where(eq(taxonomyTerms.id, id));
  if (!row) throw new Error('The term was not stored');
  return row;
}

function readScheme(c: ResourceContext): EditableScheme {
  const param = editableSchemeParamSchema.safeParse({ scheme: c.req.param('scheme') });
  if (!param.success)
    throw badRequest('Invalid input', [
      { path: 'scheme', message: param.error.issues[0]?.message ?? 'Choose a scheme' },
    ]);
  return param.data.scheme;
}

/** What people call a term of the scheme: a subject, a series, an imprint. */
const nounOf = (scheme: EditableScheme, kind: CollectionKind | null) =>
  scheme === 'subject' ? 'subject' : (kind ?? 'series');

/** The kind a write stores: collections are a series unless said otherwise; subjects have none. */
function kindOf(scheme: EditableScheme, input: TermInput): CollectionKind | null {
  if (scheme === 'subject') {
    if (input.kind !== null)
      throw unprocessable([
        { path: 'kind', message: 'Subjects have no kind: only collections are series or imprints' },
      ]);
    return null;
  }
  return input.kind ?? 'series';
}

const countOf = async (tx: Tx, query: ReturnType<typeof sql>) => {
  const result = await tx.execute(sql`select (${query})::int as n`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
};

/** The rules a write checks against the scheme, each refused on its field. */
async function checkTerm(
  tx: Tx,
  scheme: EditableScheme,
  input: TermInput,
  kind: CollectionKind | null,
  self?: { id: number; kind: CollectionKind | null },
): Promise<void> {
  const issues: FieldIssue[] = [];
  const [taken] = await tx
    .select({ label: taxonomyTerms.label, kind: taxonomyTerms.kind })
    .from(taxonomyTerms)
    .where(
      and(
        eq(taxonomyTerms.scheme, scheme),
        sql`upper(${taxonomyTerms.code}) = ${input.code}`,
        self ? ne(taxonomyTerms.id, self.id) : undefined,
      ),
    )
    .limit(1);
  if (taken)
    issues.push({
      path: 'code',
      message: `The code ${input.code} is already the ${nounOf(scheme, taken.kind)} “${taken.label}”`,
    });
  if (input.parentId !== null) {
    const [parent] = await tx
      .select({ scheme: taxonomyTerms.scheme, kind: taxonomyTerms.kind, label: taxonomyTerms.label })
      .from(taxonomyTerms)
      .where(eq(taxonomyTerms.id, input.parentId));
    if (!parent || parent.scheme !== scheme)
      issues.push({ path: 'parentId', message: `There is no ${SCHEME_NOUNS[scheme]} ${input.parentId}` });
    else if (self && (await sitsUnder(tx, input.parentId, self.id)))
      issues.push({
        path: 'parentId',
        message:
          input.parentId === self.id
            ? 'A term cannot sit under itself'
            : `“${parent.label}” sits under this term: moving it there would make a loop`,
      });
    else if (kind === 'imprint' && parent.kind === 'series')
      issues.push({ path: 'parentId', message: 'An imprint cannot sit under a series' });
  }
  if (self && kind !== self.kind) issues.push(...(await kindChangeIssues(tx, self.id, kind)));
  if (issues.length > 0) throw unprocessable(issues);
}

const SCHEME_NOUNS: Record<EditableScheme, string> = { subject: 'subject', collection: 'collection' };

/** Whether `id` is `ancestor` or lies in its branch. */
async function sitsUnder(tx: Tx, id: number, ancestor: number): Promise<boolean> {
  const found = await countOf(
    tx,
    sql`with recursive up(id, parent_id) as (
        select id, parent_id from taxonomy_terms where id = ${id}
        union select t.id, t.parent_id from taxonomy_terms t join up on t.id = up.parent_id)
      select count(*) from up where id = ${ancestor}`,
  );
  return found > 0;
}

/** A series becomes an imprint, or the other way, only when nothing uses it as what it was. */
async function kindChangeIssues(tx: Tx, id: number, kind: CollectionKind | null): Promise<FieldIssue[]> {
  if (kind === 'imprint') {
    const filed = await countOf(
      tx,
      sql`select count(*) from publication_taxonomy_terms where term_id = ${id}`,
    );
    return filed > 0
      ? [
          {
            path: 'kind',
            message: `${plural(filed, 'publication is', 'publications are')} filed in this series: it stays a series while they are`,
          },
        ]
      : [];
  }
  const published = await countOf(tx, sql`select count(*) from publications where imprint_id = ${id}`);
  const imprints = await countOf(
    tx,
    sql`select count(*) from taxonomy_terms where parent_id = ${id} and kind = 'imprint'`,
  );
  if (published > 0)
    return [
      {
        path: 'kind',
        message: `${plural(published, 'publication is', 'publications are')} published under this imprint: it stays an imprint while they are`,
      },
    ];
  if (imprints > 0)
    return [
      {
        path: 'kind',
        message: `${plural(imprints, 'imprint sits', 'imprints sit')} under it, and an imprint cannot sit under a series`,
      },
    ];
  return [];
}

/** The term of this scheme, locked for a write; 404 when the scheme has none of that id. */
async function lockTerm(c: ResourceContext, tx: Tx, scheme: EditableScheme) {
  const id = readId(c, 'termId');
  const [before] = await tx
    .select()
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.id, id), eq(taxonomyTerms.scheme, scheme)))
    .for('update');
  if (!before) throw notFound(`There is no such ${SCHEME_NOUNS[scheme]} term`);
  return before;
}

/** A write that raced another to the same code: refused as the check would have. */
async function uniqueCode<T>(code: () => string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw unprocessable([{ path: 'code', message: `The code ${code()} was just given to another term` }]);
    throw error;
  }
}

export function registerTermRoutes(app: UpstreamApp): void {
  mountRoute(app, createRoute, async (c) => {
    const scheme = readScheme(c);
    const input = await readJson(c, termInputSchema);
    const kind = kindOf(scheme, input);
    const { user } = signedIn(c);
    const now = c.var.deps.now();
    const saved = await uniqueCode(
      () => input.code,
      () =>
        c.var.deps.database.db.transaction(async (tx) => {
          await checkTerm(tx, scheme, input, kind);
          const [row] = await tx
            .insert(taxonomyTerms)
            .values({
              scheme,
              code: input.code,
              label: input.label,
              parentId: input.parentId,
              kind,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          if (!row) throw new Error('The term was not stored');
          await recordAudit(tx, {
            userId: user.userId,
            action: 'insert',
            entity: ENTITY,
            entityId: row.id,
            after: row,
            requestId: c.var.requestId,
            at: now,
          });
          return termRow(tx, row.id);
        }),
    );
    return c.json({ success: true, data: saved }, 201);
  });

  mountRoute(app, updateRoute, async (c) => {
    const scheme = readScheme(c);
    const { version, active, ...input } = await readJson(c, termUpdateSchema);
    const kind = kindOf(scheme, input);
    const { user } = signedIn(c);
    const now = c.var.deps.now();
    const saved = await uniqueCode(
      () => input.code,
      () =>
        c.var.deps.database.db.transaction(async (tx) => {
          const before = await lockTerm(c, tx, scheme);
          if (before.version !== version)
            throw await staleVersion(tx, ENTITY, before.id, before.version, user.userId);
          await checkTerm(tx, scheme, input, kind, before);
          const [after] = await tx
            .update(taxonomyTerms)
            .set({ ...input, kind, active, version: before.version + 1, updatedAt: now })
            .where(eq(taxonomyTerms.id, before.id))
            .returning();
          await recordAudit(tx, {
            userId: user.userId,
            action: 'update',
            entity: ENTITY,
            entityId: before.id,
            before,
            after: after ?? null,
            requestId: c.var.requestId,
            at: now,
          });
          return termRow(tx, before.id);
        }),
    );
    return c.json({ success: true, data: saved }, 200);
  });

  mountRoute(app, deleteRoute, async (c) => {
    const scheme = readScheme(c);
    const { user } = signedIn(c);
    const now = c.var.deps.now();
    const id = await c.var.deps.database.db.transaction(async (tx) => {
      const before = await lockTerm(c, tx, scheme);
      const noun = nounOf(scheme, before.kind);
      const { publications: using } = await termRow(tx, before.id);
      if (using > 0)
        throw conflict(
          `The ${noun} “${before.label}” is used by ${plural(using, 'publication')}: retire it instead, or take it off ${using === 1 ? 'that publication' : 'them'} first.`,
        );
      const below = await countOf(
        tx,
        sql`select count(*) from taxonomy_terms where parent_id = ${before.id}`,
      );
      if (below > 0)
        throw conflict(
          `${plural(below, 'term sits', 'terms sit')} under the ${noun} “${before.label}”: move or delete ${below === 1 ? 'it' : 'them'} first.`,
        );
      await tx.delete(taxonomyTerms).where(eq(taxonomyTerms.id, before.id));
      await recordAudit(tx, {
        userId: user.userId,
        action: 'delete',
        entity: ENTITY,
        entityId: before.id,
        before,
        requestId: c.var.requestId,
        at: now,
      });
      return before.id;
    });
    return c.json({ success: true, data: { id, deleted: true } }, 200);
  });
}
