'use client';

import * as React from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

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
import { ApiError } from '@/lib/bff/fetch-json';
import { showFieldErrors } from '@/lib/forms/field-errors';
import { FormFailure } from './form-failure';

/**
 * A few fields in a dialog that one call sends (a contract's dated move, a royalty run's period). The
 * API's refusal shows above the fields in its own words, with each field's message beside it; the
 * dialog cannot be closed while the call runs.
 */
export function FormDialog<T extends FieldValues>({
  open,
  onOpenChange,
  form,
  title,
  description,
  refusal,
  submitLabel,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: UseFormReturn<T>;
  title: string;
  description: React.ReactNode;
  /** What was not done and the API's reason, when it refused. */
  refusal: { title: string; message: string } | null;
  submitLabel: string;
  onSubmit: (values: T) => Promise<void>;
  children: React.ReactNode;
}) {
  const saving = form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}>
      <DialogContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{description}</DialogDescription>
            </DialogHeader>
            {refusal ? <FormFailure title={refusal.title} message={refusal.message} /> : null}
            {children}
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving}>
                {saving ? <Spinner label="" /> : null}
                {submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Why a dialog's call failed, to show above its fields: the API's message (its field messages go beside
 * their fields too), or `unreachable` when no answer came.
 */
export function refusalMessage<T extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T>,
  fields: readonly Path<T>[],
  unreachable: string,
): string {
  if (!(error instanceof ApiError)) return unreachable;
  const messages = Object.fromEntries((error.issues ?? []).map((issue) => [issue.path, issue.message]));
  showFieldErrors(form.setError, fields, messages);
  return error.message;
}
