'use client';

import * as React from 'react';

import { AreaTable, type AreaTablePageProps } from '@/components/area/area-table';
import type { Facet } from '@/components/data-table/faceted-filter';
import type { Row } from '@/lib/area/view';
import { taskRecordHref } from '@/lib/areas/task-workflow';
import { TASK_RECORD_KINDS, type TaskRecordKind } from '@/lib/contract/enums';
import { DASH } from '@/lib/format';
import type { TaskPeople } from './assignees';
import { assigneeOptions } from './people';

const isKind = (value: unknown): value is TaskRecordKind =>
  typeof value === 'string' && (TASK_RECORD_KINDS as readonly string[]).includes(value);

const cells = {
  recordName: (row: Row) =>
    isKind(row.recordKind) && typeof row.recordId === 'number' && typeof row.recordName === 'string' ? (
      <a href={taskRecordHref(row.recordKind, row.recordId)} className="hover:underline">
        {row.recordName}
      </a>
    ) : (
      DASH
    ),
};

/** The task list: the assignee facet offers "Me" first; the record a task is about links to its page. */
export function TaskTable({ extra: people, ...props }: AreaTablePageProps<TaskPeople>) {
  const facets = React.useMemo<Facet[]>(
    () => [
      {
        name: 'assigneeId',
        title: 'Assignee',
        multiple: false,
        options: assigneeOptions(people.assignees, people.me),
      },
    ],
    [people],
  );
  return <AreaTable {...props} cells={cells} facets={facets} />;
}
