import type { Metadata } from 'next';

import { DisplayForm, type SidebarGroupOption } from '@/components/settings/display-form';
import { SettingsSection } from '@/components/settings/settings-section';
import { getCurrentUser } from '@/lib/auth/dal';
import { NAVIGATION, filterNavigation, type NavItem } from '@/lib/navigation';
import { loadMe } from '@/lib/auth/dal';

export const metadata: Metadata = { title: 'Display' };

const titlesOf = (items: readonly NavItem[]): string[] =>
  items.flatMap((item) => (item.url ? [item.title] : titlesOf(item.items ?? [])));

export default async function DisplayPage() {
  const [me, user] = await Promise.all([loadMe(), getCurrentUser()]);
  // Only the groups this user's rights show, each with the entries it holds for them.
  const groups: SidebarGroupOption[] = filterNavigation(NAVIGATION, user).map((group) => ({
    title: group.title,
    entries: titlesOf(group.items),
  }));
  return (
    <SettingsSection title="Display" description="How lists, dates and the sidebar look for you.">
      <DisplayForm display={me.display} version={me.version} groups={groups} />
    </SettingsSection>
  );
}
