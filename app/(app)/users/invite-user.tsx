'use client';

import * as React from 'react';
import { UserPlusIcon } from '@/components/icons';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { AccessRequestItem } from '@/lib/contract/users';

const AccountDialog = lazyDialog(() => import('./account-dialog').then((module) => module.AccountDialog));

/**
 * The button that opens the account dialog, loaded on first opening: Invite user, or Approve for an
 * access request. A fresh form on each opening, so that a refused attempt's message does not linger.
 */
export function InviteUser({ request }: { request?: AccessRequestItem }) {
  const [dialog, setDialog] = React.useState({ open: false, round: 0 });
  return (
    <>
      <Button
        size={request ? 'sm' : 'default'}
        onClick={() => setDialog((last) => ({ open: true, round: last.round + 1 }))}
      >
        {request ? null : <UserPlusIcon aria-hidden="true" />}
        {request ? 'Approve' : 'Invite user'}
      </Button>
      <AccountDialog
        key={dialog.round}
        open={dialog.open}
        onOpenChange={(open) => setDialog((last) => ({ ...last, open }))}
        request={request}
      />
    </>
  );
}
