'use client';

import * as React from 'react';
import { CopyIcon, PencilIcon, Trash2Icon } from '@/components/icons';

import {
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
} from '@/components/ui/dropdown-menu';

/** The gallery's menu: a label, items with icons and shortcuts, a checkbox item, a disabled and a destructive one. */
export function SampleMenu() {
  const [pinned, setPinned] = React.useState(true);
  return (
    <DropdownMenuContent align="start" className="w-56">
      <DropdownMenuLabel>Sample record</DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem>
        <PencilIcon aria-hidden="true" />
        Edit
        <DropdownMenuShortcut>E</DropdownMenuShortcut>
      </DropdownMenuItem>
      <DropdownMenuItem disabled>
        <CopyIcon aria-hidden="true" />
        Duplicate
      </DropdownMenuItem>
      <DropdownMenuCheckboxItem checked={pinned} onCheckedChange={setPinned}>
        Pinned to the dashboard
      </DropdownMenuCheckboxItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem variant="destructive">
        <Trash2Icon aria-hidden="true" />
        Delete
      </DropdownMenuItem>
    </DropdownMenuContent>
  );
}
