import type { Metadata } from 'next';

import { AppearanceForm } from '@/components/settings/appearance-form';
import { SettingsSection } from '@/components/settings/settings-section';
import { loadMe } from '@/lib/auth/dal';

export const metadata: Metadata = { title: 'Appearance' };

export default async function AppearancePage() {
  const me = await loadMe();
  return (
    <SettingsSection
      title="Appearance"
      description="Theme and font, kept with your account so they follow you to any browser."
    >
      <AppearanceForm theme={me.preferences.theme} font={me.preferences.font} version={me.version} />
    </SettingsSection>
  );
}
