import { reportMetadata, reportPage } from '@/components/reports/report-page';

export const metadata = reportMetadata('commissionings');

/** The pipeline of the commissionings taken on, conversion to contract, time in each stage, by editor. */
export default reportPage('commissionings', {
  description: 'Commissionings taken on, where they stand, how many came to a contract and how fast:',
  filters: [
    {
      name: 'editorId',
      label: 'Editor',
      fromTable: { table: 'by-editor', value: 'editor_id', label: 'editor' },
    },
  ],
});
