'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { MoreHorizontalIcon } from '@/components/icons';

import { ConfirmDialog } from '@/components/entity-form/confirm-dialog';
import { Button } from '@/components/ui/button';
import { LazyDropdown } from '@/components/ui/lazy-menu';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { StaffStatus } from '@/lib/contract/enums';
import { STAFF_ACTIONS, actionsFor, type StaffAction } from './staff-action-words';

const loadMenu = () => import('./staff-actions-menu').then((module) => module.StaffActionsMenu);
const actionResult = okOf(hasId('userId'));

/** An account's actions in a menu that loads on first use; each is confirmed before it is sent. */
export function StaffActions({
  userId,
  name,
  status,
  twoFactorEnabled,
}: {
  userId: number;
  name: string;
  status: StaffStatus;
  twoFactorEnabled: boolean;
}) {
  const router = useRouter();
  const actions = actionsFor(status, twoFactorEnabled);
  // Kept while the dialog closes, so that its words do not change.
  const [asking, setAsking] = React.useState<{ action: StaffAction; open: boolean }>({
    action: actions[0] ?? 'deactivate',
    open: false,
  });
  const words = STAFF_ACTIONS[asking.action];

  async function run(): Promise<boolean> {
    try {
      await fetchJson(`/api/users/${userId}/${words.path}`, actionResult, { method: 'POST' });
    } catch (error) {
      toast.error(`${name} was not changed`, {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
      return false;
    }
    toast.success(`${name} ${words.done}`);
    router.refresh();
    return true;
  }

  return (
    <>
      <LazyDropdown
        load={loadMenu}
        contentProps={{ actions, onChoose: (action: StaffAction) => setAsking({ action, open: true }) }}
      >
        <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </LazyDropdown>
      <ConfirmDialog
        open={asking.open}
        onOpenChange={(open) => setAsking((last) => ({ ...last, open }))}
        title={`${words.label}: ${name}?`}
        description={words.meaning}
        confirmLabel={words.label}
        onConfirm={run}
      />
    </>
  );
}
