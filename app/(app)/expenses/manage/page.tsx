import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { expenseArea, type ExpenseSummary } from '@/lib/areas/expenses';
import { getExpenseSummary } from '@/lib/upstream/expenses';
import { ExpensesTable } from './expenses-table';

export const metadata: Metadata = { title: 'Expenses' };

export default areaListPage<ExpenseSummary>(expenseArea, {
  title: 'Expenses',
  description:
    'What the firm spends, by supplier and category, charged to publications and contracts. Only approved expenses count in reports.',
  Table: ExpensesTable,
  load: getExpenseSummary,
});
