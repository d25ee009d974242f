import { reportMetadata, reportPage } from '@/components/reports/report-page';

export const metadata = reportMetadata('accountant');

/** Output and input VAT, the One-Stop-Shop totals and the reverse-charge sales, and the pack to file from. */
export default reportPage('accountant', {
  description: 'Output VAT less credit notes, One-Stop-Shop totals, reverse-charge sales and input VAT:',
  filters: [{ name: 'country', label: 'Customer country', pattern: '[A-Z]{2}', placeholder: 'DE' }],
  workbookLabel: 'Download pack (XLSX)',
  defaultPreset: 'last-quarter',
});
