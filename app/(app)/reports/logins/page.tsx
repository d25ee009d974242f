import { reportMetadata, reportPage } from '@/components/reports/report-page';

export const metadata = reportMetadata('logins');

/** Sign-ins and failures by day, user, address and outcome; lock-outs; accounts unused for 90 days. */
export default reportPage('logins', {
  description: 'Sign-ins and failed attempts, lock-outs, and accounts nobody has used for 90 days:',
  filters: [
    { name: 'userId', label: 'User', fromTable: { table: 'by-user', value: 'who', label: 'person' } },
  ],
});
