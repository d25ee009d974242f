import type { Guard } from './requirement';
import { REQUIRE } from './tables';

/**
 * What each report needs: the guard of its page (the navigation's entry, and for Tax Reports the
 * Financial menu around it), one requirement per report, read and exported alike.
 */
export const REPORT_RIGHTS = {
  sales: [REQUIRE.salesReport],
  expenses: [REQUIRE.expensesReport],
  commissionings: [REQUIRE.commissioningsReport],
  contracts: [REQUIRE.contractsReport],
  logins: [REQUIRE.userLoginsReport],
  accountant: [REQUIRE.financial, REQUIRE.taxReports],
} as const satisfies Record<string, Guard>;

export type ReportName = keyof typeof REPORT_RIGHTS;
