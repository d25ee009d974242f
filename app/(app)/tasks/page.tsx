import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { taskArea } from '@/lib/areas/tasks';
import { loadTaskPeople } from './assignees';
import { TaskTable } from './table';

export const metadata: Metadata = { title: 'Tasks' };

export default areaListPage(taskArea, {
  title: 'Tasks',
  description:
    'Work to be done and who does it: contracts to countersign, titles held back at export, findings of the data checks.',
  Table: TaskTable,
  load: loadTaskPeople,
});
