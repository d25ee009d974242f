'use client';

import dynamic from 'next/dynamic';

/*
 * The Licence income tab's buttons load with the tab, drawn when it is first chosen: a contract opened
 * for its terms does not fetch them.
 */
const load = () => import('./licence-income-actions');

export const LazyRecordIncome = dynamic(() => load().then((module) => module.RecordIncome), { ssr: false });

export const LazyIncomeRowActions = dynamic(() => load().then((module) => module.IncomeRowActions), {
  ssr: false,
});
