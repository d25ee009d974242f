import { z } from '@hono/zod-openapi';
import { okEnvelope } from '@/lib/contract/envelope';
import {
  reportExportQuerySchema,
  reportQuerySchema,
  reportSchema,
  type ReportExportQuery,
  type ReportQuery,
} from '@/lib/contract/reports';
import { REPORT_NAMES, REPORT_TITLES } from '@/lib/reports/period';
import { REPORT_RIGHTS } from '@/lib/rights';
import type { UpstreamApp } from '../platform/app-type';
import { jsonResponse as json } from '../platform/envelope';
import { notFound } from '../platform/http-error';
import { jsonRoute } from '../platform/json-route';
import { mountRoute, readQuery } from '../resources';
import { buildReport } from '../reports';
import { reportCsv, reportXlsx } from '../reports/files';

/*
 * The reports: `GET reports/{name}` answers a report's figures and tables for a period (the current
 * month by default), `GET reports/{name}/export` the same as a CSV file (one table) or an XLSX workbook
 * (every table; for Tax Reports, the accountant's pack). Each takes its page's guard.
 */

const tags = ['reports'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerReportRoutes(app: UpstreamApp): void {
  for (const name of REPORT_NAMES) {
    const rights = REPORT_RIGHTS[name];
    const title = REPORT_TITLES[name];

    const readRoute = jsonRoute(rights, {
      method: 'get',
      path: `/reports/${name}`,
      tags,
      summary: `${title}: figures and tables for a period, each compared with the period before`,
      query: reportQuerySchema,
      answer: json(okEnvelope(reportSchema), 'The report'),
      errors: [400],
    });
    const exportRoute = jsonRoute(rights, {
      method: 'get',
      path: `/reports/${name}/export`,
      tags,
      summary: `${title} as a file: one table as CSV, or every table as an XLSX workbook`,
      query: reportExportQuerySchema,
      answer: {
        description: 'The file',
        content: { 'text/csv': { schema: z.string() }, [XLSX_TYPE]: { schema: z.string() } },
      },
      errors: [400, 404],
    });

    mountRoute(app, readRoute, async (c) => {
      const query = readQuery<ReportQuery>(c, reportQuerySchema);
      const report = await buildReport(c.var.deps.database.db, name, query, c.var.deps.now());
      return c.json({ success: true, data: report }, 200);
    });

    mountRoute(app, exportRoute, async (c) => {
      const { as = 'xlsx', table, ...query } = readQuery<ReportExportQuery>(c, reportExportQuerySchema);
      const report = await buildReport(c.var.deps.database.db, name, query, c.var.deps.now());
      const attachment = (file: string) => `attachment; filename="${file}"`;
      if (as === 'csv') {
        const file = reportCsv(report, table);
        if (!file) throw notFound(`The report has no table ${table}`);
        return new Response(file.body, {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': attachment(file.name),
          },
        });
      }
      const file = await reportXlsx(report);
      return new Response(new Uint8Array(file.body), {
        status: 200,
        headers: { 'content-type': XLSX_TYPE, 'content-disposition': attachment(file.name) },
      });
    });
  }
}
