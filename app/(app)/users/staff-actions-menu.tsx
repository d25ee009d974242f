'use client';

import { DropdownMenuContent, DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { STAFF_ACTIONS, type StaffAction } from './staff-action-words';

/** The items of an account's action menu. */
export function StaffActionsMenu({
  actions,
  onChoose,
}: {
  actions: readonly StaffAction[];
  onChoose: (action: StaffAction) => void;
}) {
  return (
    <DropdownMenuContent align="end">
      {actions.map((action) => (
        <DropdownMenuItem key={action} onSelect={() => onChoose(action)}>
          {STAFF_ACTIONS[action].label}
        </DropdownMenuItem>
      ))}
    </DropdownMenuContent>
  );
}
