import { okOf } from '@/lib/bff/parser';
import { arrayOf, isNumber, isText, nullable, objectOf } from '@/components/dashboard/shape';
import type { Discrepancy, DiscrepancyCount, DiscrepancyResult } from '@/lib/contract/discrepancies';

/*
 * The checker's answers as the browser checks them, without the contract's zod schemas (which would
 * load zod with the page). A section is any name the API gives: the page shows it as it comes.
 */

export type Check = Omit<Discrepancy, 'discrepancySection'> & { discrepancySection: string };
export type CheckCount = Omit<DiscrepancyCount, 'discrepancySection'> & { discrepancySection: string };
export type CheckResult = Omit<DiscrepancyResult, 'section'> & { section: string };

export const checksAnswer = okOf(
  arrayOf(objectOf<Check>({ discrepancyId: isNumber, discrepancyTitle: isText, discrepancySection: isText })),
);

export const countsAnswer = okOf(
  arrayOf(
    objectOf<CheckCount>({ discrepancyId: isNumber, discrepancySection: isText, issueCount: isNumber }),
  ),
);

export const resultsAnswer = okOf(
  arrayOf(
    objectOf<CheckResult>({
      index: isNumber,
      section: isText,
      uniqueID: isText,
      resolveURL: nullable(isText),
    }),
  ),
);
