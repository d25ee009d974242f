import 'server-only';
import { contractArea, signingYearSchema } from '@/lib/areas/contracts';
import type { UpstreamCaller } from '@/lib/upstream/area';
import { readAreaPath } from '@/lib/upstream/area';

const signingYearList = signingYearSchema.array();

/** The years with signed contracts, newest first, for the list's year filter. */
export const loadSigningYears = (caller: UpstreamCaller) =>
  readAreaPath(caller, contractArea, 'signing-years', signingYearList);
