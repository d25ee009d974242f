import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { DownloadIcon } from '@/components/icons';

import { FilterSelect } from '@/components/data-table/filter-select';
import { PageLinks } from '@/components/data-table/page-links';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { auditQuerySchema, type AuditQuery } from '@/lib/contract/audit-log';
import { staffList } from '@/lib/contract/users';
import { DASH, formatDateTime } from '@/lib/format';
import { openPage } from '@/lib/pages/context';
import { auditQueryRecord, listAudit, listAuditedEntities } from '@/lib/upstream/audit-log';
import { failureMessage } from '@/lib/upstream/errors';
import { listStaff } from '@/lib/upstream/users';
import { changeLines } from './changes';
import { recordHref } from './record-link';

export const metadata: Metadata = { title: 'Audit trail' };

const HREF = '/user-authorization/audit-log';
const ACTION_LABELS = { insert: 'Created', update: 'Changed', delete: 'Deleted' } as const;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The address's filters, or none when one of them is not valid (an old or hand-typed link). */
function readQuery(params: Record<string, string | string[] | undefined>): AuditQuery {
  const single = Object.fromEntries(
    Object.entries(params).flatMap(([name, value]) => {
      const text = Array.isArray(value) ? value[0] : value;
      return text ? [[name, text]] : [];
    }),
  );
  const parsed = auditQuerySchema.safeParse(single);
  return parsed.success ? parsed.data : auditQuerySchema.parse({});
}

/**
 * Every write in the system, newest first: who, when, which record (linked to its page), and what
 * changed. Filtered by user, kind of record and period in the address; the selection downloads as CSV.
 */
export default async function AuditLogPage({ searchParams }: { searchParams: SearchParams }) {
  const { caller } = await openPage(HREF);
  const query = readQuery(await searchParams);
  const [trail, entities, staff] = await Promise.all([
    listAudit(caller, query).then(
      (page) => ({ page, failure: null }),
      (error: unknown) => ({ page: null, failure: failureMessage(error, 'The trail could not be read.') }),
    ),
    listAuditedEntities(caller).catch(() => [] as string[]),
    listStaff(caller, { ...staffList.defaults(), pageSize: 100 }).catch(() => null),
  ]);
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const pageHref = (page: number) => `${HREF}?${new URLSearchParams(auditQueryRecord({ ...query, page }))}`;
  const exportHref = `/api/audit-log/export?${new URLSearchParams(auditQueryRecord(filters))}`;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Audit trail"
        description="Every change made in Colophon: who made it, when, to which record, and what it was before."
        actions={
          <Button asChild variant="outline">
            <a href={exportHref} download>
              <DownloadIcon aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />
      <form method="get" action={HREF} className="flex flex-wrap items-end gap-3" role="search">
        <FilterSelect
          id="audit-user"
          name="userId"
          label="User"
          anyLabel="Anyone"
          value={query.userId === undefined ? '' : String(query.userId)}
          options={(staff?.items ?? []).map((member) => ({
            value: member.userId,
            label: `${member.lastName}, ${member.firstName}`,
          }))}
          className="w-64"
        />
        <FilterSelect
          id="audit-entity"
          name="entity"
          label="Kind of record"
          value={query.entity ?? ''}
          options={entities.map((entity) => ({ value: entity, label: entity }))}
          className="w-56"
        />
        <div className="grid gap-1.5">
          <Label htmlFor="audit-from">From</Label>
          <Input id="audit-from" name="from" type="date" defaultValue={query.from} className="w-40" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-to">To</Label>
          <Input id="audit-to" name="to" type="date" defaultValue={query.to} className="w-40" />
        </div>
        {query.entityId ? <input type="hidden" name="entityId" value={query.entityId} /> : null}
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        <Button asChild variant="ghost">
          <Link href={HREF}>Clear</Link>
        </Button>
      </form>
      {trail.page ? (
        <div className="space-y-4">
          <div className="rounded-md border">
            <Table aria-label="Audit trail">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">When</TableHead>
                  <TableHead scope="col">Who</TableHead>
                  <TableHead scope="col">Action</TableHead>
                  <TableHead scope="col">Record</TableHead>
                  <TableHead scope="col">Before → after</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {trail.page.items.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5} className="h-24 text-center text-muted-foreground">
                      No change matches.
                    </TableCell>
                  </TableRow>
                ) : null}
                {trail.page.items.map((entry) => {
                  const href = recordHref(entry.entity, entry.entityId);
                  const record = `${entry.entity} ${entry.entityId}`;
                  const lines = changeLines(entry.before, entry.after);
                  return (
                    <TableRow key={entry.auditId} className="align-top">
                      <TableCell className="whitespace-nowrap">{formatDateTime(entry.at)}</TableCell>
                      <TableCell>
                        {entry.userName ?? (entry.userId ? `User ${entry.userId}` : 'The system')}
                      </TableCell>
                      <TableCell>
                        <Badge variant="outline">{ACTION_LABELS[entry.action]}</Badge>
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        {href ? (
                          <Link href={href} className="underline-offset-4 hover:underline">
                            {record}
                          </Link>
                        ) : (
                          record
                        )}
                      </TableCell>
                      <TableCell className="max-w-xl">
                        {lines.length === 0 ? (
                          DASH
                        ) : (
                          <ul className="space-y-0.5 font-mono text-xs break-all">
                            {lines.map((line) => (
                              <li key={line}>{line}</li>
                            ))}
                          </ul>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
          {trail.page.meta.total > trail.page.meta.pageSize ? (
            <PageLinks meta={trail.page.meta} noun="changes" href={pageHref} />
          ) : null}
        </div>
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Could not load the audit trail</AlertTitle>
          <AlertDescription>{trail.failure}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
