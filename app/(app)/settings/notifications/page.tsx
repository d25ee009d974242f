import type { Metadata } from 'next';

import { NotificationsForm } from '@/components/settings/notifications-form';
import { SettingsSection } from '@/components/settings/settings-section';
import { loadMe } from '@/lib/auth/dal';

export const metadata: Metadata = { title: 'Notifications' };

export default async function NotificationsPage() {
  const me = await loadMe();
  return (
    <SettingsSection title="Notifications" description={`Which emails reach you at ${me.email}.`}>
      <NotificationsForm notifications={me.notifications} version={me.version} />
    </SettingsSection>
  );
}
