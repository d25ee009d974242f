import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { expenseArea } from '@/lib/areas/expenses';

export const metadata: Metadata = { title: 'Expenses' };

export default areaListPage(expenseArea, {
  title: 'Expenses',
  description:
    'What the firm spends, by supplier and category, charged to publications and contracts. Only approved expenses count in reports.',
});
