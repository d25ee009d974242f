import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';

import { TestConnection } from '@/components/apps/test-connection';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { publishingApiState, statusPageState } from '@/lib/apps/web-integrations';
import { INTEGRATION_NAMES, type Integration } from '@/lib/contract/integrations';
import { formatBytes, formatDateTime, formatNumber } from '@/lib/format';
import { openPage } from '@/lib/pages/context';
import { getIntegrations } from '@/lib/upstream/integrations';

export const metadata: Metadata = { title: 'Apps' };

type Fact = [label: string, value: ReactNode];

function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function IntegrationCard(props: {
  integration: Integration;
  state: string;
  good: boolean;
  description: string;
  facts: readonly Fact[];
  children?: ReactNode;
}) {
  const name = INTEGRATION_NAMES[props.integration];
  const id = `integration-${props.integration}`;
  return (
    <Card aria-labelledby={id} role="region" data-testid={id}>
      <CardHeader>
        <CardTitle as="h2" id={id} className="flex flex-wrap items-center gap-2 text-base">
          {name}
          <Badge variant={props.good ? 'secondary' : 'warning'}>{props.state}</Badge>
        </CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Facts facts={props.facts} />
        {props.children}
        <TestConnection integration={props.integration} name={name} />
      </CardContent>
    </Card>
  );
}

const code = (text: string) => <code className="text-xs break-all">{text}</code>;

/**
 * Apps (developers, group 12): every integration Colophon depends on, as configured now and as it answers
 * now, each with a real "test connection". Passwords, keys and credentials in URLs are never shown.
 */
export default async function AppsPage() {
  const { caller } = await openPage('/apps');
  const { mail, fileStore, database, exportTargets } = await getIntegrations(caller);
  const api = publishingApiState();
  const statusPage = statusPageState();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Apps"
        description="The integrations Colophon works with, their configuration and whether they answer."
        actions={
          <Link href="/apps/api-reference" className="text-sm font-medium underline underline-offset-4">
            Publishing API reference
          </Link>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <IntegrationCard
          integration="database"
          state={database.status === 'up' ? 'Up' : 'Down'}
          good={database.status === 'up'}
          description={
            database.kind === 'pglite'
              ? 'PGlite: PostgreSQL embedded in the server, kept in a folder (set DATABASE_URL for a server).'
              : 'A PostgreSQL server (DATABASE_URL).'
          }
          facts={[
            ['Engine', database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'],
            ['Where', code(database.location)],
            ['Version', database.version ?? 'not answering'],
            ['Size', database.sizeBytes === null ? '—' : formatBytes(database.sizeBytes)],
          ]}
        />
        <IntegrationCard
          integration="publishing-api"
          state={api.mode === 'embedded' ? 'Embedded' : 'Remote'}
          good
          description={
            api.mode === 'embedded'
              ? 'The publishing API runs inside this web app’s process (UPSTREAM_API_URL is not set).'
              : 'The web app calls a publishing API running apart (UPSTREAM_API_URL).'
          }
          facts={[
            ['Mode', api.mode === 'embedded' ? 'Embedded, in-process' : 'Remote, over HTTP'],
            ['Address', api.url ? code(api.url) : 'in this process'],
            ['Timeout', `${formatNumber(api.timeoutMs)} ms`],
            [
              'Reference',
              <Link key="ref" href="/apps/api-reference" className="underline underline-offset-4">
                OpenAPI 3.1, browsable
              </Link>,
            ],
          ]}
        />
        <IntegrationCard
          integration="mail"
          state={mail.mode === 'smtp' ? 'SMTP' : 'Outbox only'}
          good={mail.mode === 'smtp'}
          description={
            mail.mode === 'smtp'
              ? 'Messages are recorded in the outbox, then delivered through the SMTP server.'
              : 'No SMTP_URL: messages are recorded in the outbox and written to the log, not delivered.'
          }
          facts={[
            ['Server', mail.server ? code(mail.server) : 'none'],
            [
              'Login',
              mail.server ? (mail.authenticated ? 'with a user name and password (not shown)' : 'none') : '—',
            ],
            ['Sender', mail.from],
            [
              'Outbox',
              `${formatNumber(mail.outbox.queued)} queued, ${formatNumber(mail.outbox.sent)} sent, ${formatNumber(mail.outbox.failed)} failed`,
            ],
          ]}
        />
        <IntegrationCard
          integration="file-store"
          state={fileStore.kind === 's3' ? 'S3' : fileStore.kind === 'disk' ? 'Disk' : 'Memory'}
          good={fileStore.kind !== 'memory'}
          description={
            fileStore.kind === 's3'
              ? 'Covers, receipts, samples and export files are kept in an S3-compatible bucket.'
              : fileStore.kind === 'disk'
                ? 'Covers, receipts, samples and export files are kept in a folder of the server.'
                : 'Files are kept in memory with the database in memory: nothing is kept.'
          }
          facts={[
            ...(fileStore.kind === 's3'
              ? ([
                  ['Bucket', code(fileStore.bucket ?? '')],
                  ['Region', fileStore.region ?? '—'],
                  ['Service', fileStore.endpoint ? code(fileStore.endpoint) : 'AWS S3'],
                ] satisfies Fact[])
              : ([['Folder', fileStore.folder ? code(fileStore.folder) : 'in memory']] satisfies Fact[])),
            ['Stored', `${formatNumber(fileStore.files)} files, ${formatBytes(fileStore.bytes)}`],
          ]}
        />
        <IntegrationCard
          integration="status-page"
          state={statusPage.url ? 'Configured' : 'Not configured'}
          good={statusPage.url !== null}
          description="The external status page the developers’ dashboard links to (STATUS_PAGE_URL)."
          facts={[['Address', statusPage.url ? code(statusPage.url) : 'none: set STATUS_PAGE_URL']]}
        />
        <IntegrationCard
          integration="export-targets"
          state={`${exportTargets.targets.length} targets`}
          good
          description="The trade recipients, Crossref and the catalogue spreadsheet that metadata exports produce files for."
          facts={[
            [
              exportTargets.dropBoxKind === 'sftp' ? 'Drop box (SFTP)' : 'Drop box (folder)',
              exportTargets.dropBox ? code(exportTargets.dropBox) : 'none (database in memory)',
            ],
          ]}
        >
          <ul className="divide-y rounded-md border text-sm">
            {exportTargets.targets.map((target) => (
              <li key={target.key} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2">
                <span className="font-medium">{target.name}</span>
                <span className="text-muted-foreground">
                  {target.delivery === 'drop-box' ? 'to its drop box' : 'download'}
                  {' · '}
                  {target.lastRun
                    ? `last run ${formatDateTime(target.lastRun.at)}, ${target.lastRun.status}`
                    : 'never run'}
                </span>
              </li>
            ))}
          </ul>
        </IntegrationCard>
      </div>
    </div>
  );
}
