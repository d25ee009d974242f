import type * as React from 'react';
import { Link } from '@/components/ui/link';
import { PlusIcon, UploadIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import type { AnyArea } from '@/lib/area/define-area';
import { loadMe } from '@/lib/auth/dal';
import { DEFAULT_PAGE_SIZE, readListUrl } from '@/lib/contract/list-url';
import { createLogger } from '@/lib/log';
import { openPage } from '@/lib/pages/context';
import { listAreaPage } from '@/lib/upstream/area';
import { failureMessage } from '@/lib/upstream/errors';
import { areaPermissions, type ListLoad } from './area-page-parts';
import { UnreadParamsNotice } from '@/components/data-table/unread-params-notice';
import { AreaTable, type AreaTablePageProps } from './area-table';

const log = createLogger('web');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The signed-in user's Display settings (the layout has read them already this request). */
const displaySettings = () =>
  loadMe().then(
    (me) => me.display,
    () => ({ pageSize: DEFAULT_PAGE_SIZE, dateFormat: undefined }),
  );

/**
 * An area's list page, a few lines in the area's folder: guard, session, first page, header and
 * table (the shared one, or the area's own with its cells and facets).
 */
export function areaListPage<E = undefined>(
  area: AnyArea,
  {
    title,
    description,
    Table = AreaTable,
    load,
  }: {
    title: string;
    description: string;
    Table?: React.ComponentType<AreaTablePageProps<E>>;
    load?: ListLoad<E>;
  },
) {
  return async function AreaListPage({ searchParams }: { searchParams: SearchParams }) {
    const { user, caller } = await openPage(area.hrefs.list);
    const may = areaPermissions(area, user);
    // The Display setting's rows per page is the list's default, for this page and for its table's links.
    const { pageSize, dateFormat } = await displaySettings();
    const list = { ...area.listView.list, defaultPageSize: pageSize };
    const read = readListUrl(list, await searchParams);
    const query = read.query as ReturnType<typeof area.listDefinition.parse>;
    const [page, extra] = await Promise.all([
      listAreaPage(caller, area, query).then(
        (initial) => ({ initial }),
        (error: unknown) => {
          // The table says why, with a retry; the header and its actions stay usable.
          log.warn({ err: error, area: area.path }, 'list page failed');
          return { failure: failureMessage(error, 'The list could not be read. Please try again.') };
        },
      ),
      load?.(caller, query) as Promise<E>,
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
        <UnreadParamsNotice unread={read.unread} />
        <Table view={{ ...area.listView, list, dateFormat }} {...page} canDelete={may.delete} extra={extra} />
      </div>
    );
  };
}
