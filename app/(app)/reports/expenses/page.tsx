import { reportMetadata, reportPage } from '@/components/reports/report-page';
import { EXPENSE_CATEGORY, choiceOptions } from '@/lib/contract/choices';

export const metadata = reportMetadata('expenses');

/** Approved expenses by category, supplier, publication and period, VAT apart. */
export default reportPage('expenses', {
  description: 'Approved and paid expenses, VAT separated, in EUR at each day’s rate:',
  filters: [{ name: 'category', label: 'Category', options: choiceOptions(EXPENSE_CATEGORY) }],
});
