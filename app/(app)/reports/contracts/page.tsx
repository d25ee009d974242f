import { reportMetadata, reportPage } from '@/components/reports/report-page';

export const metadata = reportMetadata('contracts');

/** Contracts signed, advances paid and outstanding, advances not earned out, reversions to come. */
export default reportPage('contracts', {
  description: 'Contracts signed and their advances, what is paid, owed and not yet earned out:',
  defaultPreset: 'year-to-date',
});
