'use client';

import * as React from 'react';
import { MailCheckIcon } from '@/components/icons';
import { useForm, useWatch, type Path } from 'react-hook-form';

import { TextField } from '@/components/entity-form/fields';
import { ConflictAlert } from '@/components/settings/conflict-alert';
import { formatDateTime } from '@/components/settings/format';
import { useSettingsSubmit } from '@/components/settings/use-settings-submit';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
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
import { Textarea } from '@/components/ui/textarea';
import { Spinner } from '@/components/ui/spinner';
import type { ProfileChangeInput } from '@/lib/contract/current-password';
import type { Me } from '@/lib/contract/me';
import { saveProfile } from '@/lib/preferences/actions';

type ProfileData = Pick<
  Me,
  'firstName' | 'lastName' | 'email' | 'jobTitle' | 'bio' | 'phone' | 'pendingEmail' | 'version'
>;

const FIELDS: readonly Path<ProfileChangeInput>[] = [
  'firstName',
  'lastName',
  'email',
  'currentPassword',
  'jobTitle',
  'bio',
  'phone',
];

const valuesOf = (me: ProfileData): ProfileChangeInput => ({
  firstName: me.firstName,
  lastName: me.lastName,
  email: me.email,
  currentPassword: '',
  jobTitle: me.jobTitle ?? '',
  bio: me.bio ?? '',
  phone: me.phone ?? '',
  version: me.version,
});

function ProfileForm({ me }: { me: ProfileData }) {
  const form = useForm<ProfileChangeInput>({ defaultValues: valuesOf(me) });
  const email = useWatch({ control: form.control, name: 'email' });
  const changingEmail = email.trim().toLowerCase() !== me.email.toLowerCase();
  const [pendingEmail, setPendingEmail] = React.useState(me.pendingEmail);
  const { submit, conflict, handleSubmit } = useSettingsSubmit(form, FIELDS);
  const saving = form.formState.isSubmitting;

  async function onSubmit(values: ProfileChangeInput) {
    const saved = await submit(() => saveProfile(values));
    if (!saved) return;
    // The email field goes back to the address in use until the new one is confirmed, and the password
    // does not linger in the page.
    form.reset(valuesOf(saved.me));
    setPendingEmail(saved.me.pendingEmail);
  }

  return (
    <Form {...form}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6">
        <ConflictAlert message={conflict} />
        {pendingEmail ? (
          <Alert role="status">
            <MailCheckIcon aria-hidden="true" />
            <AlertTitle>Waiting for you to confirm {pendingEmail.newEmail}</AlertTitle>
            <AlertDescription>
              <p>
                We sent a confirmation link to that address. Until you open it, your email stays {me.email}.
                The link works until {formatDateTime(pendingEmail.expiresAt)}.
              </p>
            </AlertDescription>
          </Alert>
        ) : null}
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="firstName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>First name</FormLabel>
                <FormControl>
                  <Input autoComplete="given-name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="lastName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Last name</FormLabel>
                <FormControl>
                  <Input autoComplete="family-name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" {...field} />
              </FormControl>
              <FormDescription>
                A new address takes effect once you open the confirmation link we send to it.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        {changingEmail ? (
          <TextField
            control={form.control}
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            description="To change your email, confirm it is you."
          />
        ) : null}
        <FormField
          control={form.control}
          name="jobTitle"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Job title</FormLabel>
              <FormControl>
                <Input autoComplete="organization-title" {...field} />
              </FormControl>
              <FormDescription>Shown to colleagues next to your name.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="bio"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Short bio</FormLabel>
              <FormControl>
                <Textarea rows={3} {...field} />
              </FormControl>
              <FormDescription>
                A few lines for colleagues: your list, your languages, what to ask you about.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="phone"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Phone</FormLabel>
              <FormControl>
                <Input type="tel" autoComplete="tel" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner label="" /> : null}
          Save profile
        </Button>
      </form>
    </Form>
  );
}

export { ProfileForm };
