import { RelatedTable } from '@/components/detail-page/related-table';
import type { Chapter } from '@/lib/contract/chapters';
import { CONTRIBUTOR_ROLE, choiceLabel } from '@/lib/contract/choices';
import { upstreamCaller } from '@/lib/pages/context';
import { failureMessage } from '@/lib/upstream/errors';
import { listChapters } from '@/lib/upstream/exports';
import { LazyAddChapter, LazyChapterRowActions } from './chapter-actions-lazy';
import { GiveDoi } from './give-doi';

const DOI_STATE: Record<Chapter['doiState'], string> = {
  none: '',
  generated: 'not yet deposited',
  deposited: 'deposited',
};

function Credits({ chapter }: { chapter: Chapter }) {
  if (chapter.contributors.length === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <ul className="grid gap-0.5">
      {chapter.contributors.map((credit) => (
        <li key={`${credit.contactId}-${credit.role}`}>
          {credit.name}
          {credit.role === 'A01' ? '' : ` (${choiceLabel(CONTRIBUTOR_ROLE, credit.role).toLowerCase()})`}
          {credit.orcid ? (
            <span className="block font-mono text-xs text-muted-foreground">ORCID {credit.orcid}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const pagesOf = (chapter: Chapter) =>
  chapter.firstPage ? `${chapter.firstPage}${chapter.lastPage ? `–${chapter.lastPage}` : ''}` : '';

/**
 * The record's Chapters tab: the book's chapters in reading order, each with its credits (ORCID iDs
 * from the contacts), pages and DOI with its Crossref state; editors add, edit, move and delete them.
 */
export async function ChaptersPanel({
  publicationId,
  bookDoi,
  canEdit,
}: {
  publicationId: number;
  bookDoi: string | null;
  canEdit: boolean;
}) {
  const chapters = await listChapters(await upstreamCaller(), publicationId).catch((error: unknown) =>
    failureMessage(error, 'The chapters could not be read.'),
  );
  if (typeof chapters === 'string')
    return (
      <p role="alert" className="text-sm text-destructive">
        {chapters}
      </p>
    );
  const order = chapters.map((chapter) => chapter.chapterId);
  return (
    <div className="grid gap-3">
      <p className="max-w-3xl text-sm">
        Chapters with a DOI are deposited with Crossref as parts of this book, in this order, with their
        authors’ ORCID iDs and pages. A chapter’s DOI is given from the book’s (the book’s DOI, “.ch” and the
        chapter’s number) or typed in its dialog; a deposited DOI stays with its chapter.
      </p>
      {bookDoi === null ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-muted-foreground">
            The book has no DOI yet: its chapters’ DOIs are made from it once it has one.
          </p>
          {canEdit ? (
            <GiveDoi url={`/api/publications/${publicationId}/doi`} text="Give the book a DOI" />
          ) : null}
        </div>
      ) : null}
      {canEdit ? (
        <div>
          <LazyAddChapter publicationId={publicationId} />
        </div>
      ) : null}
      <RelatedTable
        caption="Chapters of this publication"
        rows={chapters}
        rowKey={(chapter) => chapter.chapterId}
        empty="No chapters yet."
        columns={[
          { header: 'No.', align: 'end', cell: (chapter) => chapter.position },
          {
            header: 'Title',
            cell: (chapter) => (
              <>
                <span className="font-medium">{chapter.title}</span>
                {chapter.subtitle ? (
                  <span className="block text-muted-foreground">{chapter.subtitle}</span>
                ) : null}
              </>
            ),
          },
          { header: 'Contributors', cell: (chapter) => <Credits chapter={chapter} /> },
          { header: 'Pages', cell: pagesOf },
          {
            header: 'DOI',
            cell: (chapter) =>
              chapter.doi ? (
                <>
                  <span className="font-mono">{chapter.doi}</span>
                  <span className="block text-xs text-muted-foreground">{DOI_STATE[chapter.doiState]}</span>
                </>
              ) : canEdit && bookDoi !== null ? (
                <GiveDoi
                  url={`/api/publications/${publicationId}/chapters/${chapter.chapterId}/doi`}
                  label={`Give a DOI to chapter ${chapter.position}, ${chapter.title}`}
                />
              ) : (
                <span className="text-muted-foreground">None</span>
              ),
          },
          ...(canEdit
            ? [
                {
                  header: 'Actions',
                  className: 'w-40',
                  cell: (chapter: Chapter) => (
                    <LazyChapterRowActions publicationId={publicationId} chapter={chapter} order={order} />
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
