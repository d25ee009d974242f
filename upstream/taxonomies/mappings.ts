import { TAXONOMY_SCHEMES, type TaxonomyScheme } from '@/lib/contract/enums';
import bisacBic from './mappings/bisac-bic.json';
import themaBic from './mappings/thema-bic.json';
import themaBisac from './mappings/thema-bisac.json';

/*
 * The mapping files between subject schemes: which code of one scheme matches which of another. Each
 * is a JSON file here ({ from, to, source, pairs: [[fromCode, toCode], …] }) and serves both ways. The
 * demo ships the pairs of the codes its catalogue uses; a firm adds EDItEUR's published mappings the
 * same way.
 */

export interface Mapping {
  from: TaxonomyScheme;
  to: TaxonomyScheme;
  pairs: readonly (readonly [string, string])[];
}

const isScheme = (value: unknown): value is TaxonomyScheme =>
  TAXONOMY_SCHEMES.some((scheme) => scheme === value);

/** A file's content as a mapping; a file out of shape stops the start-up rather than suggesting nonsense. */
function mappingOf(file: { from: string; to: string; pairs: string[][] }): Mapping {
  if (!isScheme(file.from) || !isScheme(file.to) || file.from === file.to)
    throw new Error(`A mapping file names unknown schemes: ${file.from} → ${file.to}`);
  const pairs = file.pairs.map((pair) => {
    const [from, to] = pair;
    if (pair.length !== 2 || !from || !to)
      throw new Error(`A ${file.from}–${file.to} mapping pair is not two codes`);
    return [from, to] as const;
  });
  return { from: file.from, to: file.to, pairs };
}

export const MAPPINGS: readonly Mapping[] = [themaBisac, themaBic, bisacBic].map(mappingOf);

/** Every mapping in both directions. */
export const MAPPING_DIRECTIONS: readonly Mapping[] = MAPPINGS.flatMap((mapping) => [
  mapping,
  { from: mapping.to, to: mapping.from, pairs: mapping.pairs.map(([a, b]) => [b, a] as const) },
]);
