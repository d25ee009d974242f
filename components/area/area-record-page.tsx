import type { ComponentType, ReactNode } from 'react';
import { forbidden } from 'next/navigation';

import { COMMENTS_UNREAD, CommentsFrame } from '@/components/comments/record-comments';
import { loadRecordComments } from '@/components/comments/thread-action';
import { DetailHeader } from '@/components/detail-page/detail-header';
import { DetailTabs, type DetailTab } from '@/components/detail-page/detail-tabs';
import { HistoryTab } from '@/components/detail-page/history-tab';
import { LazyPanel } from '@/components/detail-page/lazy-panel';
import { Skeleton } from '@/components/ui/skeleton';
import type { AnyArea } from '@/lib/area/define-area';
import type { CurrentUser } from '@/lib/contract/auth';
import { choiceLabel, choiceTone } from '@/lib/contract/choices';
import { openPage, orNotFound, recordId } from '@/lib/pages/context';
import { meetsGuard } from '@/lib/rights';
import { getAreaRecord } from '@/lib/upstream/area';
import type { Row } from '@/lib/area/view';
import { AreaForm, type AreaFormProps } from './area-form';
import { areaPermissions, backTo, type Load } from './area-page-parts';

export interface RecordPageParts<E> {
  /**
   * The form (the shared one, or the area's own with its widgets), given the record (absent on the
   * new page), its form values, what the user may do and what `load` read.
   */
  Form?: ComponentType<AreaFormProps & { extra: E }>;
  load?: Load<E>;
  /** A line above the new record's form (what becomes of it). */
  newNote?: string;
  /** Short facts under the title. */
  facts?(record: Row): ReactNode[];
  /** The field whose coded value is shown as the record's status badge. */
  statusField?: string;
  /**
   * Tabs after Details holding some of the form's fields (a contract's parties, terms, advance), on
   * the new page too; Details keeps the rest. `content` is drawn above a tab's fields; an entry named
   * `details` gives Details its content (its own `fields` are not read).
   */
  fieldTabs?(record: Row | undefined, user: CurrentUser): (DetailTab & { fields: readonly string[] })[];
  /** Tabs between Details and History: related records. */
  tabs?(record: Row, user: CurrentUser): DetailTab[];
  /** Buttons beside the title (a status change). */
  actions?(record: Row, user: CurrentUser): ReactNode;
}

/** An area's record page, which is also its new page: guard, session, id parsing, 404, header and tabs. */
export function areaRecordPage<E = undefined>(area: AnyArea, parts: RecordPageParts<E>) {
  const back = backTo(area);
  const Form = parts.Form ?? AreaForm;
  /** The form's tabs, when some fields have tabs of their own: Details holds the others. */
  function formTabs(record: Row | undefined, user: CurrentUser): DetailTab[] | undefined {
    const own = parts.fieldTabs?.(record, user);
    if (!own) return undefined;
    const details = own.find((tab) => tab.value === 'details');
    const others = own.filter((tab) => tab !== details);
    const elsewhere = new Set(others.flatMap((tab) => tab.fields));
    const fields = area.editableFields.filter((name) => !elsewhere.has(name));
    return [{ value: 'details', label: 'Details', content: details?.content, fields }, ...others];
  }
  return async function AreaRecordPage({ params }: { params: Promise<Record<string, string>> }) {
    const idText = (await params)[area.idParam] ?? '';
    if (idText === 'new') {
      const { user, caller } = await openPage(area.hrefs.create);
      if (!meetsGuard(user, area.rights.create)) forbidden();
      const tabs = formTabs(undefined, user);
      return (
        <div className={tabs ? 'space-y-6' : 'max-w-4xl space-y-6'}>
          <DetailHeader {...back} title={`New ${area.noun.one}`} />
          {parts.newNote ? <p className="text-sm text-muted-foreground">{parts.newNote}</p> : null}
          <Form
            view={area.view}
            values={area.formValues()}
            canEdit
            canDelete={false}
            tabs={tabs}
            extra={(await parts.load?.(caller)) as E}
          />
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
    const form = {
      view: area.view,
      values: area.formValues(record as Parameters<AnyArea['formValues']>[0]),
      record,
      canEdit: may.update,
      canDelete: may.delete,
      extra,
    };
    const tabs = formTabs(record, user);
    const related = parts.tabs?.(record, user) ?? [];
    const history: DetailTab = {
      value: 'history',
      label: 'History',
      content: (
        <HistoryTab
          resource={area.path}
          id={id}
          version={Number(record.version)}
          fieldLabels={area.fieldLabels}
          valueLabels={area.valueLabels}
        />
      ),
    };
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
        {tabs ? (
          <Form key={String(record.version)} {...form} tabs={[...tabs, ...related, history]} />
        ) : (
          <DetailTabs
            tabs={[
              {
                value: 'details',
                label: 'Details',
                content: (
                  <div className="max-w-4xl">
                    <Form key={String(record.version)} {...form} />
                  </div>
                ),
              },
              ...related,
              history,
            ]}
          />
        )}
        {/* Read when the reader reaches it: the page does not wait for its thread. */}
        <CommentsFrame>
          <LazyPanel
            load={loadRecordComments.bind(null, area.path, id)}
            fallback={<Skeleton className="h-16 w-full" />}
            failure={COMMENTS_UNREAD}
            margin="200px"
          />
        </CommentsFrame>
      </div>
    );
  };
}
