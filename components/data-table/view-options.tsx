'use client';

import { Settings2Icon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { LazyDropdown } from '@/components/ui/lazy-menu';

export interface ColumnChoice {
  id: string;
  label: string;
  visible: boolean;
  toggle: (visible: boolean) => void;
}

const loadContent = () => import('./view-options-content').then((module) => module.ViewOptionsContent);

/** The column menu: which columns the list shows (remembered in this browser); its code loads on first use. */
function ViewOptions({ columns }: { columns: readonly ColumnChoice[] }) {
  return (
    <LazyDropdown load={loadContent} contentProps={{ columns }}>
      <Button variant="outline" size="sm">
        <Settings2Icon aria-hidden="true" />
        Columns
      </Button>
    </LazyDropdown>
  );
}

export { ViewOptions };
