'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';

import { CheckboxGroupField, TextField } from '@/components/entity-form/fields';
import { FormDialog, refusalMessage } from '@/components/entity-form/form-dialog';
import { toast } from '@/components/ui/toast';
import { fetchJson } from '@/lib/bff/fetch-json';
import { hasId, okOf } from '@/lib/bff/parser';
import type { AccessRequestItem } from '@/lib/contract/users';
import { GROUP_OPTIONS } from './group-options';

const createdAccount = okOf(hasId('userId'));

interface AccountValues {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  groupIds: string[];
}

/** A user name proposed from the address: what comes before the @, in the characters a name may hold. */
function proposedUserName(email: string): string {
  return (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '');
}

/**
 * Invite a colleague, or approve an access request (the names and address are the requester's): the
 * account is made in the groups chosen and its owner is mailed a link to choose a password. The API
 * checks the values; its messages show beside their fields.
 */
export function AccountDialog({
  open,
  onOpenChange,
  request,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request?: AccessRequestItem;
}) {
  const router = useRouter();
  const form = useForm<AccountValues>({
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      userName: request ? proposedUserName(request.email) : '',
      groupIds: [],
    },
  });
  const [refusal, setRefusal] = React.useState<string | null>(null);

  async function save(values: AccountValues) {
    setRefusal(null);
    const groupIds = values.groupIds.map(Number);
    const [url, body] = request
      ? [`/api/access-requests/${request.accessRequestId}/approve`, { userName: values.userName, groupIds }]
      : ['/api/users', { ...values, groupIds }];
    try {
      await fetchJson(url, createdAccount, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      setRefusal(
        refusalMessage(
          error,
          form,
          ['firstName', 'lastName', 'email', 'userName', 'groupIds'],
          'The server could not be reached; nobody was invited.',
        ),
      );
      return;
    }
    const who = request
      ? `${request.firstName} ${request.lastName}`
      : `${values.firstName} ${values.lastName}`;
    toast.success(`${who} was invited`, {
      description: 'They have been mailed a link to choose a password.',
    });
    onOpenChange(false);
    router.refresh();
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={request ? `Approve ${request.firstName} ${request.lastName}` : 'Invite a user'}
      description={
        request
          ? `An account is made for ${request.email}, who is mailed a link to choose a password.`
          : 'The account is made in the groups you choose, with their rights. Your colleague is mailed a link to choose a password, valid for seven days.'
      }
      refusal={refusal ? { title: 'Nobody was invited', message: refusal } : null}
      submitLabel={request ? 'Approve and invite' : 'Invite'}
      onSubmit={save}
    >
      {request ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="firstName" label="First name" required />
          <TextField control={form.control} name="lastName" label="Last name" required />
          <TextField control={form.control} name="email" label="Email" type="email" required />
        </div>
      )}
      <TextField
        control={form.control}
        name="userName"
        label="User name"
        required
        description="What they sign in with: lower-case letters, digits, dots, dashes or underscores."
      />
      <CheckboxGroupField control={form.control} name="groupIds" label="Groups" options={GROUP_OPTIONS} />
    </FormDialog>
  );
}
