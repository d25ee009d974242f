import type { CmsElementKind } from '@/lib/contract/enums';

/** News headlines, some about a title of the list. */
export const HEADLINES = [
  (title: string) => `${title} shortlisted for the Northbridge Prize`,
  (title: string) => `${title} wins the Harbour Book Award`,
  (title: string) => `Paperback edition of ${title} out now`,
  (title: string) => `${title} chosen as a book club pick`,
  (title: string) => `Translation rights to ${title} sold in six languages`,
  () => 'Our new list for the coming season',
  () => 'Meet us at the book fair',
  () => 'We are open for submissions',
  () => 'Colophon welcomes a new commissioning editor',
];

/** The public site's content blocks: key, title, kind, initial content (images get a file). */
export const CMS_ELEMENTS: readonly [string, string, CmsElementKind, string | null][] = [
  ['home.hero.title', 'Home: headline', 'text', 'Independent books, carefully made'],
  [
    'home.hero.subtitle',
    'Home: subheading',
    'text',
    'Fiction, history and ideas from an independent publisher since 1987.',
  ],
  ['home.hero.image', 'Home: hero image', 'image', null],
  ['home.featured.heading', 'Home: featured books heading', 'text', 'New and notable'],
  [
    'about.history',
    'About: our history',
    'rich_text',
    '<p>Colophon Press was founded in a room above a print shop.</p>',
  ],
  ['about.team.image', 'About: team photograph', 'image', null],
  [
    'about.values',
    'About: what we publish',
    'rich_text',
    '<p>We publish fewer books, and we publish them well.</p>',
  ],
  [
    'submissions.guidelines',
    'Submissions: guidelines',
    'rich_text',
    '<p>Send a synopsis and the first three chapters.</p>',
  ],
  [
    'submissions.closed-message',
    'Submissions: closed notice',
    'text',
    'Submissions are closed until further notice.',
  ],
  ['rights.catalogue', 'Rights: catalogue download', 'link', 'https://colophon.example/rights/catalogue.pdf'],
  ['rights.contact', 'Rights: contact', 'text', 'rights@colophon.example'],
  [
    'contact.address',
    'Contact: postal address',
    'rich_text',
    '<p>Colophon Press, 12 Wharf Street, London</p>',
  ],
  ['contact.email', 'Contact: email', 'text', 'hello@colophon.example'],
  ['footer.copyright', 'Footer: copyright', 'text', '© Colophon Press'],
  ['footer.social.instagram', 'Footer: Instagram', 'link', 'https://instagram.example/colophonpress'],
  ['footer.social.mastodon', 'Footer: Mastodon', 'link', 'https://mastodon.example/@colophon'],
  ['newsletter.signup.text', 'Newsletter: sign-up text', 'text', 'New books and events, once a month.'],
  ['newsletter.signup.image', 'Newsletter: sign-up image', 'image', null],
  ['events.banner', 'Events: banner', 'image', null],
  [
    'events.intro',
    'Events: introduction',
    'rich_text',
    '<p>Readings, launches and festival appearances.</p>',
  ],
  ['legal.privacy', 'Legal: privacy notice', 'rich_text', '<p>How we use your data.</p>'],
  ['legal.terms', 'Legal: terms of sale', 'rich_text', '<p>Terms of sale for the web shop.</p>'],
  [
    'shop.delivery',
    'Shop: delivery information',
    'rich_text',
    '<p>Free delivery in the UK on orders over £20.</p>',
  ],
  ['shop.returns', 'Shop: returns', 'rich_text', '<p>Return unread books within 30 days.</p>'],
];
