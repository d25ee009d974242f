import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { EDITABLE_SCHEMES, type EditableScheme, type TaxonomyScheme } from '@/lib/contract/enums';
import { TAXONOMY_SEARCH_MAX } from '@/lib/contract/taxonomies';
import { openPage } from '@/lib/pages/context';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { SCHEME_NAMES, SCHEME_PAGES } from '@/lib/taxonomy-labels';
import { failureMessage } from '@/lib/upstream/errors';
import { listTaxonomyTerms } from '@/lib/upstream/taxonomies';
import { SchemeTree } from '../scheme-tree';
import { SchemeImport } from '../scheme-import';
import { AddTerm, TermActions, TermEditing } from '../term-editing';

export const metadata: Metadata = { title: 'Taxonomy' };

/** The address's last part for each scheme: /publications/taxonomy/subjects holds the firm's subjects. */
const SCHEME_OF_SEGMENT: Record<string, TaxonomyScheme> = {
  thema: 'thema',
  bisac: 'bisac',
  bic: 'bic',
  subjects: 'subject',
  collections: 'collection',
};

const DESCRIPTIONS: Record<TaxonomyScheme, string> = {
  thema:
    'EDItEUR’s international subject categories, with their qualifiers; the trade feeds send each title’s main Thema subject first.',
  bisac: 'The Book Industry Study Group’s subject headings, for the North American trade.',
  bic: 'BIC subject categories, still read by some UK retailers and libraries.',
  subject: 'The firm’s own subject headings, for its website and catalogues.',
  collection:
    'The firm’s series and imprints: a series numbers its books, an imprint is the name a book is published under.',
};

const isEditable = (scheme: TaxonomyScheme): scheme is EditableScheme =>
  EDITABLE_SCHEMES.some((editable) => editable === scheme);

type Props = {
  params: Promise<{ scheme: string }>;
  searchParams: Promise<{ q?: string | string[] }>;
};

/**
 * One scheme's tree with a search (`?q=`), read on the server; Thema, BISAC and BIC add the import of a
 * code-list file, the firm's own subjects and collections their editing (retired terms shown too).
 */
export default async function TaxonomySchemePage({ params, searchParams }: Props) {
  const scheme = SCHEME_OF_SEGMENT[(await params).scheme];
  if (!scheme) notFound();
  const { user, caller } = await openPage(SCHEME_PAGES[scheme]);
  const { q } = await searchParams;
  const search = typeof q === 'string' ? q.trim().slice(0, TAXONOMY_SEARCH_MAX) : '';
  const rights = AREA_RIGHTS.taxonomies;
  const editing = isEditable(scheme) && (meetsGuard(user, rights.create) || meetsGuard(user, rights.update));
  const terms = await listTaxonomyTerms(caller, scheme, search, isEditable(scheme)).then(
    (found): { found: typeof found; failure?: undefined } => ({ found }),
    (error: unknown) => ({ found: [], failure: failureMessage(error, 'The subjects could not be read.') }),
  );
  const page = (
    <div className="flex flex-1 flex-col gap-6">
      <PageHeader
        title={SCHEME_NAMES[scheme]}
        description={DESCRIPTIONS[scheme]}
        actions={
          isEditable(scheme) ? (
            editing && meetsGuard(user, rights.create) ? (
              <AddTerm />
            ) : null
          ) : meetsGuard(user, rights.import) ? (
            <SchemeImport scheme={scheme} name={SCHEME_NAMES[scheme]} />
          ) : null
        }
      />
      <form role="search" className="flex gap-2" action={SCHEME_PAGES[scheme]}>
        <Input
          type="search"
          name="q"
          defaultValue={search}
          aria-label={`Search ${SCHEME_NAMES[scheme]}`}
          placeholder="Code or words"
          className="max-w-sm"
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {terms.failure ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the subjects</AlertTitle>
          <AlertDescription>{terms.failure}</AlertDescription>
        </Alert>
      ) : terms.found.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {search ? `No subjects match “${search}”.` : 'No subjects yet.'}
        </p>
      ) : (
        <SchemeTree
          terms={terms.found}
          open={search !== ''}
          actions={
            editing && meetsGuard(user, rights.update)
              ? (term) => <TermActions termId={term.termId} />
              : undefined
          }
        />
      )}
    </div>
  );
  if (!editing || !isEditable(scheme)) return page;
  return (
    <TermEditing scheme={scheme} terms={terms.found} canDelete={meetsGuard(user, rights.delete)}>
      {page}
    </TermEditing>
  );
}
