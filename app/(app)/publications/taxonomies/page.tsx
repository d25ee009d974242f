import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { RelatedTable } from '@/components/detail-page/related-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { TAXONOMY_SCHEMES } from '@/lib/contract/enums';
import type { MappingSuggestion, MappingSuggestions, TaxonomyOverview } from '@/lib/contract/taxonomies';
import { formatNumber } from '@/lib/format';
import { openPage } from '@/lib/pages/context';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { SCHEME_NAMES, SCHEME_PAGES, termText } from '@/lib/taxonomy-labels';
import { failureMessage } from '@/lib/upstream/errors';
import { getMappingSuggestions, getTaxonomyOverview } from '@/lib/upstream/taxonomies';
import { ActionButton } from '../send-action';

export const metadata: Metadata = { title: 'Taxonomies' };

/** Every scheme with its terms and the publications filed under them, and what still lacks a main subject. */
export default async function TaxonomiesPage() {
  const { user, caller } = await openPage('/publications/taxonomies');
  const canAccept = meetsGuard(user, AREA_RIGHTS.taxonomies.update);
  const suggestions = getMappingSuggestions(caller).then(
    (found): { found: MappingSuggestions; failure?: undefined } => ({ found }),
    (error: unknown) => ({
      found: null,
      failure: failureMessage(error, 'The mapping suggestions could not be read.'),
    }),
  );
  const overview = await getTaxonomyOverview(caller).then(
    (found): { found: TaxonomyOverview; failure?: undefined } => ({ found }),
    (error: unknown) => ({
      found: null,
      failure: failureMessage(error, 'The taxonomies could not be read.'),
    }),
  );
  return (
    <div className="flex flex-1 flex-col gap-6">
      <PageHeader
        title="Taxonomies"
        description="The subject schemes the catalogue is filed under, the firm’s own subjects and its collections."
      />
      {overview.found === null ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the taxonomies</AlertTitle>
          <AlertDescription>{overview.failure}</AlertDescription>
        </Alert>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TAXONOMY_SCHEMES.map((scheme) => {
              const counts = overview.found.schemes.find((entry) => entry.scheme === scheme);
              return (
                <Card key={scheme}>
                  <CardHeader>
                    <CardTitle as="h2">
                      <Link href={SCHEME_PAGES[scheme]} className="hover:underline">
                        {SCHEME_NAMES[scheme]}
                      </Link>
                    </CardTitle>
                    <CardDescription>
                      {formatNumber(counts?.terms ?? 0)} terms, {formatNumber(counts?.used ?? 0)} in use
                    </CardDescription>
                  </CardHeader>
                  <CardContent className="text-sm">
                    {formatNumber(counts?.publications ?? 0)} publications filed under it
                  </CardContent>
                </Card>
              );
            })}
          </div>
          <p className="text-sm">
            {overview.found.withoutMainSubject === 0
              ? `Every one of the ${formatNumber(overview.found.publications)} publications has a main subject.`
              : `${formatNumber(overview.found.withoutMainSubject)} of ${formatNumber(overview.found.publications)} publications have no main subject yet.`}
          </p>
          <Suggestions loaded={await suggestions} canAccept={canAccept} />
        </>
      )}
    </div>
  );
}

const schemeTerm = (term: MappingSuggestion['from']) => `${SCHEME_NAMES[term.scheme]} ${termText(term)}`;

/**
 * Codes the mapping files propose for publications filed under one scheme and not yet under another,
 * each accepted with one click.
 */
function Suggestions({
  loaded,
  canAccept,
}: {
  loaded: { found: MappingSuggestions | null; failure?: string };
  canAccept: boolean;
}) {
  return (
    <section aria-labelledby="suggestions-heading" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="suggestions-heading" className="text-base font-medium">
          Mapping suggestions
        </h2>
        <p className="text-sm text-muted-foreground">
          {loaded.found
            ? `From the mapping files between ${loaded.found.mappings
                .map((mapping) => `${SCHEME_NAMES[mapping.from]} and ${SCHEME_NAMES[mapping.to]}`)
                .join(', ')}: publications filed under one scheme and not yet under the other.`
            : 'Publications filed under one scheme and not yet under another, from the mapping files.'}
        </p>
      </div>
      {loaded.found === null ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the suggestions</AlertTitle>
          <AlertDescription>{loaded.failure}</AlertDescription>
        </Alert>
      ) : (
        <>
          <RelatedTable
            caption="Mapping suggestions"
            rows={loaded.found.suggestions}
            rowKey={(suggestion) => `${suggestion.publicationId}-${suggestion.to.termId}`}
            empty="No suggestions: every publication filed under one scheme is filed under the others the mapping files cover."
            columns={[
              {
                header: 'Publication',
                cell: (suggestion) => (
                  <Link
                    href={`/publications/manage/${suggestion.publicationId}`}
                    className="font-medium hover:underline"
                  >
                    {suggestion.title}
                  </Link>
                ),
              },
              { header: 'Filed under', cell: (suggestion) => schemeTerm(suggestion.from) },
              { header: 'Suggested', cell: (suggestion) => schemeTerm(suggestion.to) },
              ...(canAccept
                ? [
                    {
                      header: 'Actions',
                      align: 'end' as const,
                      cell: (suggestion: MappingSuggestion) => (
                        <ActionButton
                          label="Accept"
                          busyLabel="Accepting…"
                          accessibleName={`Accept ${schemeTerm(suggestion.to)} for ${suggestion.title}`}
                          method="POST"
                          path="taxonomies/suggestions/accept"
                          body={{ publicationId: suggestion.publicationId, termId: suggestion.to.termId }}
                          done={`Filed under ${schemeTerm(suggestion.to)}`}
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
          {loaded.found.more ? (
            <p className="text-sm text-muted-foreground">
              The first {loaded.found.suggestions.length} are shown; accept some to see the rest.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
