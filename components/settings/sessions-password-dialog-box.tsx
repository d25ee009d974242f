'use client';

import * as React from 'react';
import { useForm, type Path } from 'react-hook-form';

import { TextField } from '@/components/entity-form/fields';
import { useSettingsSubmit } from '@/components/settings/use-settings-submit';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import type { PasswordConfirmationInput } from '@/lib/contract/current-password';
import type { ActionResult } from '@/lib/preferences/result';

const FIELDS: readonly Path<PasswordConfirmationInput>[] = ['currentPassword'];
const EMPTY: PasswordConfirmationInput = { currentPassword: '' };

/**
 * Asks for the current password before ending sessions. A wrong password stays on its field; the dialog
 * closes when the action succeeds, and the password never outlives it.
 */
function SessionsPasswordDialogBox({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  onConfirm: (currentPassword: string) => Promise<ActionResult<unknown>>;
}) {
  const form = useForm<PasswordConfirmationInput>({ defaultValues: EMPTY });
  const { submit, handleSubmit } = useSettingsSubmit(form, FIELDS);
  const busy = form.formState.isSubmitting;

  function close() {
    form.reset(EMPTY);
    onOpenChange(false);
  }

  async function onSubmit(values: PasswordConfirmationInput) {
    if ((await submit(() => onConfirm(values.currentPassword ?? ''))) !== null) close();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (busy || next ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6">
            <TextField
              control={form.control}
              name="currentPassword"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={busy}>
                {busy ? <Spinner label="" /> : null}
                {confirmLabel}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

export { SessionsPasswordDialogBox };
