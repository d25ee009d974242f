import type { Metadata } from 'next';
import Link from 'next/link';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { TAXONOMY_SCHEMES } from '@/lib/contract/enums';
import type { TaxonomyOverview } from '@/lib/contract/taxonomies';
import { formatNumber } from '@/lib/format';
import { openPage } from '@/lib/pages/context';
import { SCHEME_NAMES, SCHEME_PAGES } from '@/lib/taxonomy-labels';
import { failureMessage } from '@/lib/upstream/errors';
import { getTaxonomyOverview } from '@/lib/upstream/taxonomies';

export const metadata: Metadata = { title: 'Taxonomies' };

/** Every scheme with its terms and the publications filed under them, and what still lacks a main subject. */
export default async function TaxonomiesPage() {
  const { caller } = await openPage('/publications/taxonomies');
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
        </>
      )}
    </div>
  );
}
