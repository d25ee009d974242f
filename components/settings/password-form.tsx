'use client';

import { useForm, type Path } from 'react-hook-form';

import { useSettingsSubmit } from '@/components/settings/use-settings-submit';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { PASSWORD_MIN_LENGTH } from '@/lib/contract/auth-limits';
import type { PasswordChangeInput } from '@/lib/contract/me';
import { changePassword } from '@/lib/preferences/actions';

const FIELDS: readonly Path<PasswordChangeInput>[] = ['currentPassword', 'newPassword', 'confirm'];
const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirm: '' };

function PasswordForm() {
  const form = useForm<PasswordChangeInput>({ defaultValues: EMPTY });
  const { submit, handleSubmit } = useSettingsSubmit(form, FIELDS);
  const saving = form.formState.isSubmitting;

  async function onSubmit(values: PasswordChangeInput) {
    const saved = await submit(() => changePassword(values));
    // Passwords do not linger in the page once they have done their job.
    if (saved) form.reset(EMPTY);
  }

  return (
    <Form {...form}>
      <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6">
        <FormField
          control={form.control}
          name="currentPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Current password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="newPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <FormDescription>At least {PASSWORD_MIN_LENGTH} characters.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="confirm"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Repeat the new password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner label="" /> : null}
          Change password
        </Button>
      </form>
    </Form>
  );
}

export { PasswordForm };
