import { reportMetadata, reportPage } from '@/components/reports/report-page';
import { ORDER_CHANNEL, PUBLICATION_FORMAT, choiceOptions } from '@/lib/contract/choices';

export const metadata = reportMetadata('sales');

/** Copies and revenue net of returns, in each order's currency and in EUR at the day's rate. */
export default reportPage('sales', {
  description:
    'Copies sold and revenue net of returns, in the orders’ currencies and in EUR at each day’s rate:',
  filters: [
    { name: 'channel', label: 'Channel', options: choiceOptions(ORDER_CHANNEL) },
    { name: 'format', label: 'Format', options: choiceOptions(PUBLICATION_FORMAT) },
    { name: 'country', label: 'Country', pattern: '[A-Z]{2}', placeholder: 'NL' },
  ],
});
