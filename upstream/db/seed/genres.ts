/**
 * The firm's list by genre, each with its codes in the trade's subject schemes and words to build titles
 * from. The codes are real Thema, BISAC and BIC codes with their headings.
 */
export interface Genre {
  key: string;
  subject: string;
  thema: readonly [string, string];
  bisac: readonly [string, string];
  bic: readonly [string, string];
  fiction: boolean;
  weight: number;
  titles: readonly string[];
  subtitles: readonly string[];
}

export const GENRES: readonly Genre[] = [
  {
    key: 'literary',
    subject: 'Literary fiction',
    thema: ['FBA', 'Modern and contemporary fiction'],
    bisac: ['FIC019000', 'FICTION / Literary'],
    bic: ['FA', 'Modern & contemporary fiction (post c 1945)'],
    fiction: true,
    weight: 5,
    titles: [
      'The Salt Orchard',
      'A House of Small Hours',
      'The Glass Meridian',
      'Winter Light',
      'The Quiet Crossing',
      'Paper Birds',
      'The Last Summer at Ashdown',
      'What the River Keeps',
      'The Cartographer’s Daughter',
      'Northern Lights',
      'The Lantern Room',
      'An Inventory of Lost Things',
      'The Weight of Snow',
      'Small Mercies',
      'The Hollow Year',
    ],
    subtitles: ['A Novel', 'Stories'],
  },
  {
    key: 'crime',
    subject: 'Crime and mystery',
    thema: ['FF', 'Crime and mystery fiction'],
    bisac: ['FIC022000', 'FICTION / Mystery & Detective / General'],
    bic: ['FF', 'Crime & mystery'],
    fiction: true,
    weight: 4,
    titles: [
      'The Harbour Murders',
      'Dead Water',
      'A Cold Case in Kettle Street',
      'The Ninth Witness',
      'Blood on the Quay',
      'The Silent Ferryman',
      'Night Train to Hamburg',
      'The Drowned Archive',
      'Black Ice',
      'The Lighthouse Keeper’s Alibi',
    ],
    subtitles: ['An Inspector Vance Mystery', 'A Thriller', 'A Harbour Town Mystery'],
  },
  {
    key: 'thriller',
    subject: 'Thrillers',
    thema: ['FH', 'Thriller / suspense fiction'],
    bisac: ['FIC031000', 'FICTION / Thrillers / General'],
    bic: ['FH', 'Thriller / suspense'],
    fiction: true,
    weight: 2,
    titles: [
      'Zero Hour',
      'The Geneva Protocol',
      'Burn Notice',
      'The Sleeper',
      'Redline',
      'The Fifth Courier',
    ],
    subtitles: ['A Thriller'],
  },
  {
    key: 'scifi',
    subject: 'Science fiction and fantasy',
    thema: ['FL', 'Science fiction'],
    bisac: ['FIC028000', 'FICTION / Science Fiction / General'],
    bic: ['FL', 'Science fiction'],
    fiction: true,
    weight: 2,
    titles: [
      'The Long Orbit',
      'Children of the Drift',
      'A Map of Other Suns',
      'The Clockwork Tide',
      'Signal Lost',
      'The Ninth Moon of Keth',
      'Starfall',
    ],
    subtitles: ['Book One of the Drift Cycle', 'A Novel'],
  },
  {
    key: 'history',
    subject: 'History',
    thema: ['NH', 'History'],
    bisac: ['HIS000000', 'HISTORY / General'],
    bic: ['HB', 'History'],
    fiction: false,
    weight: 3,
    titles: [
      'The Salt Roads',
      'Empire of Paper',
      'The Hanseatic Century',
      'A History of the Harbour',
      'The Long Winter of 1816',
      'Silk and Steel',
      'The Forgotten Republic',
      'Coal, Canals and Commerce',
      'The Map Makers',
    ],
    subtitles: [
      'A New History',
      'How Trade Made Europe',
      'The Untold Story',
      '1500–1800',
      'A Social History',
    ],
  },
  {
    key: 'biography',
    subject: 'Biography and memoir',
    thema: ['DNB', 'Biography: general'],
    bisac: ['BIO000000', 'BIOGRAPHY & AUTOBIOGRAPHY / General'],
    bic: ['BG', 'Biography: general'],
    fiction: false,
    weight: 2,
    titles: [
      'A Life in Letters',
      'The Engineer of Light',
      'Her Own Country',
      'The Reluctant Admiral',
      'Notes from a Small Kitchen',
      'The Botanist',
    ],
    subtitles: ['A Life', 'A Memoir', 'A Biography'],
  },
  {
    key: 'science',
    subject: 'Popular science',
    thema: ['PD', 'Science: general issues'],
    bisac: ['SCI000000', 'SCIENCE / General'],
    bic: ['PD', 'Science: general issues'],
    fiction: false,
    weight: 2,
    titles: [
      'The Hidden Tide',
      'Small Wonders',
      'The Speed of Trees',
      'Deep Time',
      'The Invisible Orchestra',
      'Counting Stars',
    ],
    subtitles: [
      'How the Ocean Shapes Our World',
      'The Science of Everyday Things',
      'A Brief History of Measurement',
    ],
  },
  {
    key: 'nature',
    subject: 'Nature writing',
    thema: ['WN', 'Natural history'],
    bisac: ['NAT000000', 'NATURE / General'],
    bic: ['WN', 'The natural world'],
    fiction: false,
    weight: 2,
    titles: [
      'Field Notes from the Fens',
      'The Wild Edge',
      'A Year of Birds',
      'Moorland',
      'The Tidal Year',
      'Hedgerow',
    ],
    subtitles: ['A Naturalist’s Year', 'Walking the Coast', 'Notes on a Changing Landscape'],
  },
  {
    key: 'philosophy',
    subject: 'Ideas and philosophy',
    thema: ['QD', 'Philosophy'],
    bisac: ['PHI000000', 'PHILOSOPHY / General'],
    bic: ['HP', 'Philosophy'],
    fiction: false,
    weight: 1,
    titles: [
      'On Attention',
      'The Good Enough Life',
      'Thinking in Public',
      'The Ethics of Memory',
      'Against Certainty',
    ],
    subtitles: ['An Essay', 'Philosophy for Uncertain Times'],
  },
  {
    key: 'politics',
    subject: 'Politics and society',
    thema: ['JP', 'Politics and government'],
    bisac: ['POL000000', 'POLITICAL SCIENCE / General'],
    bic: ['JP', 'Politics & government'],
    fiction: false,
    weight: 1,
    titles: ['The Commons', 'After the Vote', 'The New Localism', 'Power and the Press', 'The Divided City'],
    subtitles: ['Democracy in an Age of Anger', 'Why Cities Matter', 'A Manifesto'],
  },
  {
    key: 'cookery',
    subject: 'Food and drink',
    thema: ['WB', 'Cookery / food and drink'],
    bisac: ['CKB000000', 'COOKING / General'],
    bic: ['WB', 'Cookery / food & drink etc'],
    fiction: false,
    weight: 1,
    titles: [
      'The Harbour Kitchen',
      'Bread and Salt',
      'A Northern Table',
      'Slow Sundays',
      'The Fermentation Year',
    ],
    subtitles: ['Recipes from the Coast', '100 Recipes for Every Season', 'Simple Food for Friends'],
  },
  {
    key: 'poetry',
    subject: 'Poetry',
    thema: ['DC', 'Poetry'],
    bisac: ['POE000000', 'POETRY / General'],
    bic: ['DC', 'Poetry'],
    fiction: true,
    weight: 1,
    titles: ['Salt Psalms', 'The Weather Inside', 'Lantern', 'Tidelines', 'Small Hours'],
    subtitles: ['Poems', 'New and Selected Poems'],
  },
];

/** The firm's series; a book joins the series whose genre it shares. */
export const SERIES = [
  { code: 'HARBOUR-CRIME', label: 'Harbour Crime', genre: 'crime' },
  { code: 'POCKET-IDEAS', label: 'Pocket Ideas', genre: 'philosophy' },
  { code: 'FIELD-NOTES', label: 'Field Notes', genre: 'nature' },
  { code: 'NEW-VOICES', label: 'New Voices in Fiction', genre: 'literary' },
  { code: 'DRIFT-CYCLE', label: 'The Drift Cycle', genre: 'scifi' },
  { code: 'CLASSICS-REVISITED', label: 'Classics Revisited', genre: 'literary' },
] as const;

/** The firm's imprints; a book of one of an imprint's genres is published under it, the others under the firm's name. */
export const IMPRINTS = [
  { code: 'HARBOUR-BOOKS', label: 'Harbour Books', genres: ['crime', 'thriller'] },
  { code: 'LANTERN-PRESS', label: 'Lantern Press', genres: ['literary', 'poetry', 'scifi'] },
  { code: 'FIELDWORK', label: 'Fieldwork Editions', genres: ['nature', 'science', 'cookery'] },
] as const;

/** Parent codes of the scheme hierarchies, so the taxonomy screens can show a tree. */
export const PARENT_TERMS = {
  thema: [
    ['F', 'Fiction and related items', ['FBA', 'FF', 'FH', 'FL']],
    ['D', 'Biography, Literature and Literary studies', ['DNB', 'DC']],
    ['N', 'History and Archaeology', ['NH']],
    ['P', 'Mathematics and Science', ['PD']],
    ['W', 'Lifestyle, Hobbies and Leisure', ['WB', 'WN']],
    ['Q', 'Philosophy and Religion', ['QD']],
    ['J', 'Society and Social Sciences', ['JP']],
  ],
  bic: [
    ['F', 'Fiction & related items', ['FA', 'FF', 'FH', 'FL']],
    ['B', 'Biography & True Stories', ['BG']],
    ['H', 'Humanities', ['HB', 'HP']],
    ['D', 'Literature & literary studies', ['DC']],
    ['W', 'Lifestyle, sport & leisure', ['WB', 'WN']],
    ['J', 'Society & social sciences', ['JP']],
    ['P', 'Mathematics & science', ['PD']],
  ],
} as const;
