'use client';

import * as React from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';

import { TextField } from '@/components/entity-form/fields';
import { ConflictAlert } from '@/components/settings/conflict-alert';
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
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import type { TwoFactorChangeInput } from '@/lib/contract/current-password';
import { saveTwoFactor } from '@/lib/preferences/actions';

const FIELDS: readonly Path<TwoFactorChangeInput>[] = ['enabled', 'currentPassword'];

function TwoFactorForm({ enabled, version }: { enabled: boolean; version: number }) {
  // What is stored, which moves with every save: switching the code from there needs the password.
  const [enabledNow, setEnabledNow] = React.useState(enabled);
  const form = useForm<TwoFactorChangeInput>({ defaultValues: { enabled, version, currentPassword: '' } });
  const enabledChosen = useWatch({ control: form.control, name: 'enabled' });
  const switching = enabledNow !== enabledChosen;
  const { submit, conflict, handleSubmit } = useSettingsSubmit(form, FIELDS);
  const saving = form.formState.isSubmitting;

  async function onSubmit(values: TwoFactorChangeInput) {
    const saved = await submit(() => saveTwoFactor(values));
    if (!saved) return;
    setEnabledNow(saved.twoFactorEnabled);
    // The password does not linger in the page once it has done its job.
    form.reset({ enabled: saved.twoFactorEnabled, version: saved.version, currentPassword: '' });
  }

  return (
    <Form {...form}>
      <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <ConflictAlert message={conflict} />
        <FormField
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <FormItem
              orientation="horizontal"
              className="items-start justify-between gap-4 rounded-lg border p-4"
            >
              <div className="space-y-1.5">
                <FormLabel>Ask for a code when I sign in</FormLabel>
                <FormDescription>
                  After your password, Colophon emails you a 7-character code to type in.
                </FormDescription>
                <FormMessage />
              </div>
              <FormControl>
                <Switch
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              </FormControl>
            </FormItem>
          )}
        />
        {switching ? (
          <TextField
            control={form.control}
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            description={`To turn the code ${enabledChosen ? 'on' : 'off'}, confirm it is you.`}
          />
        ) : null}
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner label="" /> : null}
          Save two-factor setting
        </Button>
      </form>
    </Form>
  );
}

export { TwoFactorForm };
