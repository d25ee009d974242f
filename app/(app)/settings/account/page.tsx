import type { Metadata } from 'next';

import { formatDate } from '@/components/settings/format';
import { PasswordForm } from '@/components/settings/password-form';
import { SettingsSection } from '@/components/settings/settings-section';
import { SignOutEverywhere } from '@/components/settings/sign-out-everywhere';
import { TwoFactorForm } from '@/components/settings/two-factor-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { loadMe } from '@/lib/auth/dal';

export const metadata: Metadata = { title: 'Account' };

export default async function AccountPage() {
  const me = await loadMe();
  return (
    <SettingsSection
      title="Account"
      description={`Signing in as ${me.userName}: password, two-factor sign-in and sessions.`}
    >
      <Card>
        <CardHeader>
          <CardTitle as="h3">Password</CardTitle>
          <CardDescription>
            {me.passwordChangedAt ? `Last changed on ${formatDate(me.passwordChangedAt)}. ` : null}
            Changing it signs you out in every other browser.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Two-factor sign-in</CardTitle>
          <CardDescription>A code sent to {me.email} on top of your password.</CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorForm enabled={me.twoFactorEnabled} version={me.version} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Sessions</CardTitle>
          <CardDescription>
            Left yourself signed in on a shared or lost device? Sign out everywhere, this browser included.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SignOutEverywhere />
        </CardContent>
      </Card>
    </SettingsSection>
  );
}
