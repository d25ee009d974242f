'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';

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
import { twoFactorUpdateSchema, type TwoFactorUpdate, type TwoFactorUpdateInput } from '@/lib/contract/me';
import { saveTwoFactor } from '@/lib/preferences/actions';

const FIELDS: readonly Path<TwoFactorUpdateInput>[] = ['enabled'];

function TwoFactorForm({ enabled, version }: { enabled: boolean; version: number }) {
  const form = useForm<TwoFactorUpdateInput, unknown, TwoFactorUpdate>({
    resolver: zodResolver(twoFactorUpdateSchema),
    defaultValues: { enabled, version },
  });
  const { submit, conflict } = useSettingsSubmit(form.setError, FIELDS);
  const saving = form.formState.isSubmitting;

  async function onSubmit(values: TwoFactorUpdate) {
    const saved = await submit(() => saveTwoFactor(values));
    if (saved) form.reset({ enabled: saved.twoFactorEnabled, version: saved.version });
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <ConflictAlert message={conflict} />
        <FormField
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <FormItem className="flex flex-row items-start justify-between gap-4 rounded-lg border p-4">
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
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner label="" /> : null}
          Save two-factor setting
        </Button>
      </form>
    </Form>
  );
}

export { TwoFactorForm };
