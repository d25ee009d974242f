import type { Metadata } from 'next';

import { ProfileForm } from '@/components/settings/profile-form';
import { SettingsSection } from '@/components/settings/settings-section';
import { loadMe } from '@/lib/auth/dal';

export const metadata: Metadata = { title: 'Profile' };

export default async function ProfilePage() {
  const me = await loadMe();
  return (
    <SettingsSection title="Profile" description="Your name and how colleagues and the firm reach you.">
      <ProfileForm
        me={{
          firstName: me.firstName,
          lastName: me.lastName,
          email: me.email,
          jobTitle: me.jobTitle,
          bio: me.bio,
          phone: me.phone,
          pendingEmail: me.pendingEmail,
          version: me.version,
        }}
      />
    </SettingsSection>
  );
}
