'use server';

import { AREAS } from '@/lib/areas';
import { openPanel } from '@/lib/pages/context';
import { RecordCommentsThread } from './record-comments';

/** A record's comment thread, drawn when its page's reader reaches it. */
export async function loadRecordComments(areaPath: unknown, id: unknown) {
  const area = AREAS.find((candidate) => candidate.path === areaPath);
  if (!area) throw new Error('Not an area with comments');
  const { user, id: recordId } = await openPanel(area.rights.view, id);
  return <RecordCommentsThread area={area} id={recordId} userId={user.userId} />;
}
