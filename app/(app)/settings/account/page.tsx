import type { Metadata } from 'next';

import { formatDate } from '@/components/settings/format';
import { PasswordForm } from '@/components/settings/password-form';
import { SessionsList } from '@/components/settings/sessions-list';
import { SettingsSection } from '@/components/settings/settings-section';
import { SignOutEverywhere } from '@/components/settings/sign-out-everywhere';
import { TwoFactorForm } from '@/components/settings/two-factor-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { loadMe, requestId, verifySession } from '@/lib/auth/dal';
import { listSessions } from '@/lib/upstream/sessions';

export const metadata: Metadata = { title: 'Account' };

export default async function AccountPage() {
  const me = await loadMe();
  const { upstreamToken } = await verifySession();
  const sessions = await listSessions({ token: upstreamToken, requestId: await requestId() });
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
            Every browser and device signed in to your account. End any you do not recognise, or sign out
            everywhere, this browser included.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <SessionsList sessions={sessions} />
          <SignOutEverywhere />
        </CardContent>
      </Card>
    </SettingsSection>
  );
}
