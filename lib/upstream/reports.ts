import 'server-only';
import { okEnvelope } from '@/lib/contract/envelope';
import { reportSchema, type Report, type ReportName } from '@/lib/contract/reports';
import type { UpstreamCaller } from './area';
import { upstreamCall } from './call';

/** A report for a period and its filters, as the address gives them (`from`, `to`, dimensions). */
export async function readReport(
  caller: UpstreamCaller,
  name: ReportName,
  query: Record<string, string>,
): Promise<Report> {
  const answer = await upstreamCall(okEnvelope(reportSchema), `reports/${name}`, {
    ...caller,
    query,
    fallbackError: 'Failed to fetch the report',
  });
  return answer.data;
}
