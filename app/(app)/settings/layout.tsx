import type { Metadata } from 'next';

import { SettingsNav } from '@/components/settings/settings-nav';
import { SETTINGS_SECTIONS } from '@/components/settings/settings-sections';
import { PageHeader } from '@/components/ui/page-header';
import { Separator } from '@/components/ui/separator';

export const metadata: Metadata = { title: { template: '%s · Settings · Colophon', default: 'Settings' } };

export default function SettingsLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Settings"
        description="Manage your profile, your account and how Colophon looks to you."
      />
      <Separator />
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
        <SettingsNav sections={SETTINGS_SECTIONS} />
        <div className="min-w-0 flex-1 lg:max-w-2xl">{children}</div>
      </div>
    </div>
  );
}
