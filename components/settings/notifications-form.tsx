'use client';

import { Controller, useForm, type Path } from 'react-hook-form';

import { ChoiceGroup, type Choice } from '@/components/settings/choice-group';
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
import type { Digest, NotificationSettingsData, NotificationsUpdateInput } from '@/lib/contract/me';
import { saveNotifications } from '@/lib/preferences/actions';

type EmailKind = keyof NotificationSettingsData['email'];

const EMAILS: readonly { kind: EmailKind; label: string; description: string }[] = [
  {
    kind: 'commissioningUpdates',
    label: 'Commissioning updates',
    description: 'When a colleague moves a commissioning you are the editor of to another stage.',
  },
  {
    kind: 'invoiceReminders',
    label: 'Invoice reminders',
    description: 'When invoices pass their due date unpaid (if you may open Invoices).',
  },
  {
    kind: 'mentions',
    label: 'Mentions',
    description: 'When a colleague mentions you in a comment on a record. Chats lists them either way.',
  },
  {
    kind: 'newsletters',
    label: 'Newsletters',
    description: 'A copy of every newsletter the firm sends out.',
  },
  {
    kind: 'securityAlerts',
    label: 'Security alerts',
    description: 'When your password, email address or two-factor setting changes.',
  },
];

const DIGEST_CHOICES: readonly Choice<Digest>[] = [
  { value: 'off', label: 'Off' },
  { value: 'daily', label: 'Daily', description: 'Every working morning.' },
  { value: 'weekly', label: 'Weekly', description: 'On Monday mornings.' },
];

const FIELDS: readonly Path<NotificationsUpdateInput>[] = [
  ...EMAILS.map(({ kind }) => `email.${kind}` as const),
  'digest',
];

function NotificationsForm({
  notifications,
  version,
}: {
  notifications: NotificationSettingsData;
  version: number;
}) {
  const form = useForm<NotificationsUpdateInput>({ defaultValues: { ...notifications, version } });
  const { submit, conflict, handleSubmit } = useSettingsSubmit(form, FIELDS);
  const saving = form.formState.isSubmitting;

  async function onSubmit(values: NotificationsUpdateInput) {
    const saved = await submit(() => saveNotifications(values));
    if (saved) form.reset({ ...saved.notifications, version: saved.version });
  }

  return (
    <Form {...form}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-8">
        <ConflictAlert message={conflict} />
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Email me about</legend>
          {EMAILS.map(({ kind, label, description }) => (
            <FormField
              key={kind}
              control={form.control}
              name={`email.${kind}`}
              render={({ field }) => (
                <FormItem
                  orientation="horizontal"
                  className="items-start justify-between gap-4 rounded-lg border p-4"
                >
                  <div className="space-y-1.5">
                    <FormLabel>{label}</FormLabel>
                    <FormDescription>{description}</FormDescription>
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
          ))}
        </fieldset>
        <Controller
          control={form.control}
          name="digest"
          render={({ field, fieldState }) => (
            <ChoiceGroup
              legend="Activity digest"
              description="A summary by email of what happened in your areas."
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              choices={DIGEST_CHOICES}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner label="" /> : null}
          Save notifications
        </Button>
      </form>
    </Form>
  );
}

export { NotificationsForm };
