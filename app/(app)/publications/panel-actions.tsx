'use server';

import { publicationArea } from '@/lib/areas/publications';
import { openPanel } from '@/lib/pages/context';
import { meetsGuard, AREA_RIGHTS } from '@/lib/rights';
import { getAreaRecord } from '@/lib/upstream/area';
import { ChaptersPanel } from './chapters-panel';
import { ExportReadiness } from './export-readiness';
import { PublicationFiles } from './files-panel';

/*
 * The tabs of a publication's page that read more than the record: drawn when first chosen (see
 * `LazyPanel`), each held to the page's own guard and reading only what the user may see.
 */

export async function loadChapters(publicationId: unknown) {
  const { user, caller, id } = await openPanel(publicationArea.rights.view, publicationId);
  const { doi } = publicationArea.detailSchema.parse(await getAreaRecord(caller, publicationArea, id));
  return (
    <ChaptersPanel
      publicationId={id}
      bookDoi={doi}
      canEdit={meetsGuard(user, publicationArea.rights.update)}
    />
  );
}

export async function loadFiles(publicationId: unknown) {
  const { id } = await openPanel(publicationArea.rights.view, publicationId);
  return <PublicationFiles publicationId={id} />;
}

export async function loadExportReadiness(publicationId: unknown) {
  const { user, id } = await openPanel(AREA_RIGHTS.exports.view, publicationId);
  return <ExportReadiness publicationId={id} canGiveDoi={meetsGuard(user, publicationArea.rights.update)} />;
}
