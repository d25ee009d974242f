'use client';

import {
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import type { ColumnChoice } from './view-options';

/** The column menu's items: a box per column that can be hidden. */
export function ViewOptionsContent({ columns }: { columns: readonly ColumnChoice[] }) {
  return (
    <DropdownMenuContent align="end" className="w-48">
      <DropdownMenuLabel>Show columns</DropdownMenuLabel>
      <DropdownMenuSeparator />
      {columns.map((column) => (
        <DropdownMenuCheckboxItem
          key={column.id}
          checked={column.visible}
          onSelect={(event) => event.preventDefault()}
          onCheckedChange={(checked) => column.toggle(checked === true)}
        >
          {column.label}
        </DropdownMenuCheckboxItem>
      ))}
    </DropdownMenuContent>
  );
}
