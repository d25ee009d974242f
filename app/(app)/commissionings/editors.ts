import 'server-only';
import { commissioningArea, commissioningEditorSchema } from '@/lib/areas/commissionings';
import type { UpstreamCaller } from '@/lib/upstream/area';
import { readAreaPath } from '@/lib/upstream/area';

const editorList = commissioningEditorSchema.array();

/** The editors the list filters by and the form offers, read with the page. */
export const loadEditors = (caller: UpstreamCaller) =>
  readAreaPath(caller, commissioningArea, 'editors', editorList);
