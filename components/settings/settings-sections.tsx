import 'server-only';

import { NavIcon } from '@/components/layout/nav-icon';
import type { SettingsLink } from '@/components/settings/settings-nav';
import { NAVIGATION } from '@/lib/navigation';

/**
 * The settings pages as the navigation names them (Profile, Account, …), so the two never disagree. Read
 * on the server: the navigation holds the rights, which the settings menu in the browser has no use for.
 */
export const SETTINGS_SECTIONS: readonly SettingsLink[] = (
  NAVIGATION.flatMap((group) => group.items).find((item) =>
    item.items?.some((child) => child.url === '/settings'),
  )?.items ?? []
).flatMap(({ title, url, icon }) =>
  url ? [{ title, url, icon: icon ? <NavIcon name={icon} className="size-4" /> : null }] : [],
);
