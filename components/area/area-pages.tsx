import type * as React from 'react';
import Link from 'next/link';
import { forbidden } from 'next/navigation';
import { PlusIcon, UploadIcon } from 'lucide-react';

import { DetailHeader } from '@/components/detail-page/detail-header';
import { DetailTabs, type DetailTab } from '@/components/detail-page/detail-tabs';
import { HistoryTab } from '@/components/detail-page/history-tab';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ImportWizard } from './import-wizard';
import type { AnyArea } from '@/lib/area/define-area';
import { importColumnsOf } from '@/lib/area/import';
import type { CurrentUser } from '@/lib/contract/auth';
import { choiceLabel, choiceTone } from '@/lib/contract/choices';
import type { InitialListPage } from '@/lib/contract/list-query';
import { createLogger } from '@/lib/log';
import { openPage, orNotFound, recordId } from '@/lib/pages/context';
import { meetsGuard } from '@/lib/rights';
import { getAreaRecord, listAreaPage, type UpstreamCaller } from '@/lib/upstream/area';

/*
 * The pages of a declared area, each a few lines in the area's folder: the list, and the record's
 * page (which is also the "new" page). Guard, session, request id, id parsing and 404 happen here.
 */

const log = createLogger('web');

type Row = Record<string, unknown>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** What a user may do in the area, from the declaration's rights. */
export function areaPermissions(area: AnyArea, user: CurrentUser) {
  return {
    create: meetsGuard(user, area.rights.create),
    update: meetsGuard(user, area.rights.update),
    delete: meetsGuard(user, area.rights.delete),
    import: area.rights.import !== undefined && meetsGuard(user, area.rights.import),
  };
}

/** What a page loads besides the record or the list, for the area's own parts (the editors to choose from). */
type Load<E> = (caller: UpstreamCaller) => Promise<E>;

export function areaListPage<E = undefined>(
  area: AnyArea,
  {
    title,
    description,
    Table,
    load,
  }: {
    title: string;
    description: string;
    Table: React.ComponentType<{ initial?: InitialListPage<Row>; canDelete: boolean; extra: E }>;
    load?: Load<E>;
  },
) {
  return async function AreaListPage({ searchParams }: { searchParams: SearchParams }) {
    const { user, caller } = await openPage(area.hrefs.list);
    const may = areaPermissions(area, user);
    const query = area.listDefinition.parse(await searchParams);
    const [initial, extra] = await Promise.all([
      listAreaPage(caller, area, query).catch((error: unknown) => {
        // The table shows the error with a retry in the browser.
        log.warn({ err: error, area: area.path }, 'first page failed');
        return undefined;
      }),
      load?.(caller) as Promise<E>,
    ]);
    return (
      <div className="space-y-6">
        <PageHeader
          title={title}
          description={description}
          actions={
            <>
              {area.importHref && may.import ? (
                <Button variant="outline" asChild>
                  <Link href={area.importHref}>
                    <UploadIcon aria-hidden="true" />
                    Import
                  </Link>
                </Button>
              ) : null}
              {may.create ? (
                <Button asChild>
                  <Link href={area.hrefs.create}>
                    <PlusIcon aria-hidden="true" />
                    New {area.noun.one}
                  </Link>
                </Button>
              ) : null}
            </>
          }
        />
        <Table initial={initial} canDelete={may.delete} extra={extra} />
      </div>
    );
  };
}

export interface RecordPageParts<E> {
  /** The form, given the record (absent on the new page), what the user may do and what `load` read. */
  Form: React.ComponentType<{ record?: Row; canEdit: boolean; canDelete: boolean; extra: E }>;
  load?: Load<E>;
  /** A line above the new record's form (what becomes of it). */
  newNote?: string;
  /** Short facts under the title. */
  facts?(record: Row): React.ReactNode[];
  /** The field whose coded value is shown as the record's status badge. */
  statusField?: string;
  /** Tabs between Details and History: related records. */
  tabs?(record: Row, user: CurrentUser): DetailTab[];
  /** Buttons beside the title (a status change). */
  actions?(record: Row, user: CurrentUser): React.ReactNode;
}

/** The way back to the area's list, above a record or the import. */
const backTo = (area: AnyArea) => ({
  backHref: area.hrefs.list,
  backLabel: `${area.noun.many.charAt(0).toUpperCase()}${area.noun.many.slice(1)}`,
});

export function areaRecordPage<E = undefined>(area: AnyArea, parts: RecordPageParts<E>) {
  const back = backTo(area);
  return async function AreaRecordPage({ params }: { params: Promise<Record<string, string>> }) {
    const idText = (await params)[area.idParam] ?? '';
    if (idText === 'new') {
      const { user, caller } = await openPage(area.hrefs.create);
      if (!meetsGuard(user, area.rights.create)) forbidden();
      return (
        <div className="max-w-4xl space-y-6">
          <DetailHeader {...back} title={`New ${area.noun.one}`} />
          {parts.newNote ? <p className="text-sm text-muted-foreground">{parts.newNote}</p> : null}
          <parts.Form canEdit canDelete={false} extra={(await parts.load?.(caller)) as E} />
        </div>
      );
    }
    const { user, caller } = await openPage(`${area.hrefs.list}/${idText}`);
    const id = recordId(idText);
    const [record, extra] = await Promise.all([
      orNotFound(getAreaRecord(caller, area, id)) as Promise<Row>,
      parts.load?.(caller) as Promise<E>,
    ]);
    const may = areaPermissions(area, user);
    const statusSpec = parts.statusField ? area.fields[parts.statusField] : undefined;
    const statusValue = parts.statusField ? record[parts.statusField] : undefined;
    return (
      <div className="space-y-6">
        <DetailHeader
          {...back}
          title={String(record[area.titleField] ?? `${area.noun.one} ${id}`)}
          status={
            statusSpec?.choice && typeof statusValue === 'string'
              ? {
                  label: choiceLabel(statusSpec.choice, statusValue),
                  tone: choiceTone(statusSpec.choice, statusValue),
                }
              : undefined
          }
          facts={parts.facts?.(record)}
          actions={parts.actions?.(record, user)}
        />
        <DetailTabs
          tabs={[
            {
              value: 'details',
              label: 'Details',
              content: (
                <div className="max-w-4xl">
                  <parts.Form
                    key={String(record.version)}
                    record={record}
                    canEdit={may.update}
                    canDelete={may.delete}
                    extra={extra}
                  />
                </div>
              ),
            },
            ...(parts.tabs?.(record, user) ?? []),
            {
              value: 'history',
              label: 'History',
              content: (
                <HistoryTab
                  resource={area.path}
                  id={id}
                  fieldLabels={area.fieldLabels}
                  valueLabels={area.valueLabels}
                />
              ),
            },
          ]}
        />
      </div>
    );
  };
}

/** An area's import page: the wizard for those whose rights reach the import, a note for the others. */
export function areaImportPage(
  area: AnyArea,
  { outcome, refused }: { outcome: string; refused: { title: string; body: string } },
) {
  const href = area.importHref;
  if (!href) throw new Error(`${area.path} declares no import page`);
  const back = backTo(area);
  return async function AreaImportPage() {
    const { user } = await openPage(href);
    return (
      <div className="max-w-6xl space-y-6">
        <DetailHeader {...back} title={`Import ${area.noun.many}`} />
        {areaPermissions(area, user).import ? (
          <ImportWizard
            target={{
              path: area.path,
              noun: area.noun,
              listHref: area.hrefs.list,
              columns: importColumnsOf(area),
              outcome,
            }}
          />
        ) : (
          <Alert>
            <AlertTitle>{refused.title}</AlertTitle>
            <AlertDescription>
              <p>{refused.body}</p>
            </AlertDescription>
          </Alert>
        )}
      </div>
    );
  };
}
