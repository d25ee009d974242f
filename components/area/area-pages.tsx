import type * as React from 'react';
import Link from 'next/link';
import { forbidden } from 'next/navigation';
import { PlusIcon } from 'lucide-react';

import { DetailHeader } from '@/components/detail-page/detail-header';
import { DetailTabs, type DetailTab } from '@/components/detail-page/detail-tabs';
import { HistoryTab } from '@/components/detail-page/history-tab';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import type { AnyArea } from '@/lib/area/define-area';
import type { CurrentUser } from '@/lib/contract/auth';
import { choiceLabel, choiceTone } from '@/lib/contract/choices';
import type { InitialListPage } from '@/lib/contract/list-query';
import { createLogger } from '@/lib/log';
import { openPage, orNotFound, recordId } from '@/lib/pages/context';
import { meetsGuard } from '@/lib/rights';
import { getAreaRecord, listAreaPage } from '@/lib/upstream/area';

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
  };
}

export function areaListPage(
  area: AnyArea,
  {
    title,
    description,
    Table,
  }: {
    title: string;
    description: string;
    Table: React.ComponentType<{ initial?: InitialListPage<Row>; canDelete: boolean }>;
  },
) {
  return async function AreaListPage({ searchParams }: { searchParams: SearchParams }) {
    const { user, caller } = await openPage(area.hrefs.list);
    const may = areaPermissions(area, user);
    const query = area.listDefinition.parse(await searchParams);
    const initial = await listAreaPage(caller, area, query).catch((error: unknown) => {
      // The table shows the error with a retry in the browser.
      log.warn({ err: error, area: area.path }, 'first page failed');
      return undefined;
    });
    return (
      <div className="space-y-6">
        <PageHeader
          title={title}
          description={description}
          actions={
            may.create ? (
              <Button asChild>
                <Link href={area.hrefs.create}>
                  <PlusIcon aria-hidden="true" />
                  New {area.noun.one}
                </Link>
              </Button>
            ) : null
          }
        />
        <Table initial={initial} canDelete={may.delete} />
      </div>
    );
  };
}

export interface RecordPageParts {
  /** The form, given the record (absent on the new page) and what the user may do. */
  Form: React.ComponentType<{ record?: Row; canEdit: boolean; canDelete: boolean }>;
  /** Short facts under the title. */
  facts?(record: Row): React.ReactNode[];
  /** The field whose coded value is shown as the record's status badge. */
  statusField?: string;
  /** Tabs between Details and History: related records. */
  tabs?(record: Row, user: CurrentUser): DetailTab[];
  /** Buttons beside the title (a status change). */
  actions?(record: Row, user: CurrentUser): React.ReactNode;
}

export function areaRecordPage(area: AnyArea, parts: RecordPageParts) {
  const back = {
    backHref: area.hrefs.list,
    backLabel: `${area.noun.many.charAt(0).toUpperCase()}${area.noun.many.slice(1)}`,
  };
  return async function AreaRecordPage({ params }: { params: Promise<Record<string, string>> }) {
    const idText = (await params)[area.idParam] ?? '';
    if (idText === 'new') {
      const { user } = await openPage(area.hrefs.create);
      if (!meetsGuard(user, area.rights.create)) forbidden();
      return (
        <div className="max-w-4xl space-y-6">
          <DetailHeader {...back} title={`New ${area.noun.one}`} />
          <parts.Form canEdit canDelete={false} />
        </div>
      );
    }
    const { user, caller } = await openPage(`${area.hrefs.list}/${idText}`);
    const id = recordId(idText);
    const record = (await orNotFound(getAreaRecord(caller, area, id))) as Row;
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
