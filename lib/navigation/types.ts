import type { Requirement } from '@/lib/rights';

/**
 * The lucide icon of an entry, by its export name. The navigation holds names rather than icons so
 * that the API, which reads the navigation for sidebar settings, does not load the icon set; the web
 * draws them with `NavIcon` (components/layout/nav-icon).
 */
export type NavIconName =
  | 'Bell'
  | 'BookOpen'
  | 'BookPlus'
  | 'Bug'
  | 'Calculator'
  | 'ChartColumn'
  | 'ChartLine'
  | 'ChartPie'
  | 'Coins'
  | 'Component'
  | 'Construction'
  | 'Contact'
  | 'DoorOpen'
  | 'FileOutput'
  | 'FilePenLine'
  | 'FileQuestionMark'
  | 'FileX'
  | 'HandCoins'
  | 'KeyRound'
  | 'Landmark'
  | 'LayoutDashboard'
  | 'LayoutGrid'
  | 'LayoutTemplate'
  | 'Library'
  | 'Lightbulb'
  | 'Lock'
  | 'LockKeyhole'
  | 'LogIn'
  | 'Mail'
  | 'Mails'
  | 'MessageSquareQuote'
  | 'Monitor'
  | 'Newspaper'
  | 'Palette'
  | 'PanelsTopLeft'
  | 'Receipt'
  | 'Rocket'
  | 'ScrollText'
  | 'SearchCheck'
  | 'ServerOff'
  | 'Settings'
  | 'ShieldCheck'
  | 'ShieldEllipsis'
  | 'ShieldX'
  | 'ShoppingCart'
  | 'Tags'
  | 'TicketPercent'
  | 'UserPlus'
  | 'UserRound'
  | 'Users'
  | 'Wallet'
  | 'Wrench';

/**
 * A sidebar entry (spec section 3, "Navigation item"): a link when it has a url, a collapsible
 * when it has items. Its requirements are any-of; a collapsible's requirements also guard
 * everything inside it.
 */
export type NavItem = {
  title: string;
  url?: string;
  icon?: NavIconName;
  badge?: string;
  items?: readonly NavItem[];
  rights?: readonly Requirement[];
  /**
   * A shortcut to a public or personal page (settings, sign-in, error pages): the entry is
   * shown or hidden by its rights, but its pages are open to whoever reaches them. Applies to
   * the entry and everything inside it.
   */
  shortcutOnly?: boolean;
  /** Further routes of the same records, guarded like the entry (a detail page under another prefix, an import). */
  alsoGuards?: readonly string[];
};

/** A titled group of the sidebar; its requirements (any-of) guard every item in it. */
export type NavGroup = {
  title: string;
  items: readonly NavItem[];
  rights?: readonly Requirement[];
};

/** The team entry at the top of the sidebar (spec section 3, "Team"). */
export type Team = { name: string; plan: string; logo?: NavIconName };
