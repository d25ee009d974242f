'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';

import { ConfirmDialog } from '@/components/entity-form/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError, fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';

const declined = okOf(hasId('accessRequestId'));

/** Declines an access request after asking; the requester is told by email. */
export function DeclineRequest({ accessRequestId, name }: { accessRequestId: number; name: string }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);

  async function decline(): Promise<boolean> {
    try {
      await fetchJson(`/api/access-requests/${accessRequestId}/decline`, declined, { method: 'POST' });
    } catch (error) {
      toast.error('The request was not declined', {
        description: error instanceof ApiError ? error.message : 'The server could not be reached.',
      });
      return false;
    }
    toast.success(`The request of ${name} was declined`);
    router.refresh();
    return true;
  }

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Decline
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Decline the request of ${name}?`}
        description="They are told by email that their request was not approved. No account is made."
        confirmLabel="Decline"
        onConfirm={decline}
      />
    </>
  );
}
