import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { MAX_SUGGESTIONS, type MappingSuggestion, type MappingSuggestions } from '@/lib/contract/taxonomies';
import type { Tx } from '../db/client';
import { publications, publicationTaxonomyTerms, taxonomyTerms } from '../db/schema';
import { subjectTerms } from '../areas/publication-columns';
import { HttpError, notFound } from '../platform/http-error';
import { MAPPINGS, MAPPING_DIRECTIONS } from './mappings';

/*
 * Mapping suggestions: a publication filed under a code of one scheme and under nothing of another,
 * where a mapping file pairs that code with one of the other scheme that the register holds. Accepting
 * one files the publication under it, as its main subject of that scheme.
 */

const suggestionRow = z.object({
  publication_id: z.coerce.number(),
  title: z.string(),
  from_code: z.string(),
  from_label: z.string(),
  main: z.boolean(),
  term_id: z.coerce.number(),
  to_code: z.string(),
  to_label: z.string(),
});

/** The suggestions in title order (main subjects' mappings first within a publication), one per target term. */
export async function mappingSuggestions(tx: Tx): Promise<MappingSuggestions> {
  const found: (MappingSuggestion & { main: boolean })[] = [];
  for (const direction of MAPPING_DIRECTIONS) {
    if (direction.pairs.length === 0) continue;
    const pairs = sql.join(
      direction.pairs.map(([from, to]) => sql`(${from}, ${to})`),
      sql`, `,
    );
    const result =
      await tx.execute(sql`select p.id as publication_id, p.title, ft.code as from_code, ft.label as from_label, l.main,
        tt.id as term_id, tt.code as to_code, tt.label as to_label
      from publications p
      join publication_taxonomy_terms l on l.publication_id = p.id
      join taxonomy_terms ft on ft.id = l.term_id and ft.scheme = ${direction.from}
      join (values ${pairs}) as m(from_code, to_code) on m.from_code = ft.code
      join taxonomy_terms tt on tt.scheme = ${direction.to} and tt.code = m.to_code and tt.active
      where not exists (
        select 1 from publication_taxonomy_terms l2 join taxonomy_terms t2 on t2.id = l2.term_id
        where l2.publication_id = p.id and t2.scheme = ${direction.to})
      order by lower(p.title), p.id, l.main desc, ft.code
      limit ${MAX_SUGGESTIONS + 1}`);
    for (const row of z.object({ rows: z.array(suggestionRow) }).parse(result).rows)
      found.push({
        publicationId: Number(row.publication_id),
        title: row.title,
        main: row.main,
        from: { scheme: direction.from, code: row.from_code, label: row.from_label },
        to: { termId: Number(row.term_id), scheme: direction.to, code: row.to_code, label: row.to_label },
      });
  }
  found.sort(
    (a, b) =>
      a.title.toLowerCase().localeCompare(b.title.toLowerCase()) ||
      a.publicationId - b.publicationId ||
      Number(b.main) - Number(a.main),
  );
  const seen = new Set<string>();
  const suggestions: MappingSuggestion[] = [];
  for (const { main: _main, ...suggestion } of found) {
    const key = `${suggestion.publicationId}|${suggestion.to.scheme}`;
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push(suggestion);
  }
  return {
    suggestions: suggestions.slice(0, MAX_SUGGESTIONS),
    more: suggestions.length > MAX_SUGGESTIONS,
    mappings: MAPPINGS.map((mapping) => ({
      from: mapping.from,
      to: mapping.to,
      pairs: mapping.pairs.length,
    })),
  };
}

const termsOfPublication = (tx: Tx, publicationId: number) =>
  tx
    .select({ version: publications.version, subjectTerms: sql<unknown>`${subjectTerms}` })
    .from(publications)
    .where(eq(publications.id, publicationId));

/**
 * Files a publication under a suggested term, as the main subject of its scheme: refused when the
 * publication has a subject of that scheme by now (someone filed it meanwhile).
 */
export async function acceptSuggestion(
  tx: Tx,
  request: { publicationId: number; termId: number },
  now: Date,
): Promise<{ before: unknown; after: unknown; version: number }> {
  const [locked] = await tx
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.id, request.publicationId))
    .for('update');
  if (!locked) throw notFound(`There is no publication ${request.publicationId}`);
  const [term] = await tx
    .select({ scheme: taxonomyTerms.scheme, code: taxonomyTerms.code })
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.id, request.termId), eq(taxonomyTerms.active, true)));
  if (!term)
    throw new HttpError(422, `There is no subject ${request.termId}`, [
      { path: 'termId', message: `There is no subject ${request.termId}` },
    ]);
  const [filed] = await tx
    .select({ code: taxonomyTerms.code })
    .from(publicationTaxonomyTerms)
    .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, publicationTaxonomyTerms.termId))
    .where(
      and(
        eq(publicationTaxonomyTerms.publicationId, request.publicationId),
        eq(taxonomyTerms.scheme, term.scheme),
      ),
    )
    .limit(1);
  if (filed)
    throw new HttpError(
      409,
      `The publication is filed under ${filed.code} of this scheme by now: the suggestion no longer holds`,
    );
  const [before] = await termsOfPublication(tx, request.publicationId);
  await tx
    .insert(publicationTaxonomyTerms)
    .values({ publicationId: request.publicationId, termId: request.termId, main: true });
  await tx
    .update(publications)
    .set({ version: sql`${publications.version} + 1`, updatedAt: now })
    .where(eq(publications.id, request.publicationId));
  const [after] = await termsOfPublication(tx, request.publicationId);
  return { before: before?.subjectTerms, after: after?.subjectTerms, version: after?.version ?? 0 };
}
