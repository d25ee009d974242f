import type { Genre } from './genres';
import type { Random } from './random';

const ADJECTIVES = [
  'Amber',
  'Borrowed',
  'Broken',
  'Burning',
  'Crooked',
  'Distant',
  'Drowned',
  'Empty',
  'Forgotten',
  'Gilded',
  'Glass',
  'Golden',
  'Hidden',
  'Hollow',
  'Iron',
  'Last',
  'Little',
  'Lost',
  'Midnight',
  'Northern',
  'Painted',
  'Pale',
  'Quiet',
  'Restless',
  'Salt',
  'Secret',
  'Silent',
  'Silver',
  'Small',
  'Stolen',
  'Summer',
  'Sunken',
  'Unquiet',
  'Wandering',
  'Wild',
  'Winter',
  'Wooden',
  'Yellow',
];

const NOUNS = [
  'Archive',
  'Atlas',
  'Bell',
  'Border',
  'Bridge',
  'Cartographer',
  'Chapel',
  'City',
  'Coast',
  'Compass',
  'Country',
  'Crossing',
  'Daughter',
  'Ferryman',
  'Garden',
  'Gate',
  'Harbour',
  'Heir',
  'House',
  'Island',
  'Keeper',
  'Kingdom',
  'Lantern',
  'Letters',
  'Library',
  'Lighthouse',
  'Map',
  'Meridian',
  'Mill',
  'Mirror',
  'Orchard',
  'Passage',
  'Pilgrim',
  'River',
  'Road',
  'Shore',
  'Sister',
  'Station',
  'Storm',
  'Tide',
  'Tower',
  'Valley',
  'Watchman',
  'Weaver',
  'Widow',
];

const TOPICS = [
  'Salt',
  'Paper',
  'Glass',
  'Timber',
  'Wool',
  'Ink',
  'Coffee',
  'Copper',
  'Maps',
  'Bells',
  'Canals',
  'Clocks',
  'Ships',
  'Orchards',
  'Rivers',
  'Lighthouses',
  'Libraries',
  'Bridges',
  'Railways',
  'Gardens',
];

const plural = (noun: string) => (noun.endsWith('s') ? noun : `${noun}s`);

/** Invents titles without repeating one, starting from the genre's own list. */
export class TitleMaker {
  private readonly used = new Set<string>();

  constructor(private readonly random: Random) {}

  next(genre: Genre): string {
    for (let attempt = 0; attempt < 40; attempt++) {
      const title =
        attempt < 3 && this.random.chance(0.5) ? this.random.pick(genre.titles) : this.invent(genre);
      if (!this.used.has(title)) {
        this.used.add(title);
        return title;
      }
    }
    let n = 2;
    const base = this.invent(genre);
    while (this.used.has(`${base} ${n}`)) n++;
    this.used.add(`${base} ${n}`);
    return `${base} ${n}`;
  }

  private invent(genre: Genre): string {
    const random = this.random;
    if (!genre.fiction && random.chance(0.5)) {
      return random.pick([
        `A History of ${random.pick(TOPICS)}`,
        `The Age of ${random.pick(TOPICS)}`,
        `${random.pick(TOPICS)} and ${random.pick(TOPICS)}`,
        `On ${random.pick(TOPICS)}`,
      ]);
    }
    return random.pick([
      `The ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`,
      `The ${random.pick(NOUNS)} of ${plural(random.pick(NOUNS))}`,
      `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`,
      `The ${random.pick(NOUNS)}’s ${random.pick(NOUNS)}`,
      `A ${random.pick(NOUNS)} for the ${random.pick(ADJECTIVES)}`,
    ]);
  }
}
