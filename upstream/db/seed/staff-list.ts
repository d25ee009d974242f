import { GROUP } from '@/lib/rights';
import type { Font, Theme } from '@/lib/contract/enums';

export interface StaffMember {
  userName: string;
  firstName: string;
  lastName: string;
  groups: number[];
  jobTitle: string;
  /** Months after the start of the history that the person joined; 0 for staff already there. */
  joinedAfterMonths?: number;
  /** Months before today that the person left (the account is deactivated). */
  leftMonthsAgo?: number;
  twoFactor?: boolean;
  theme?: Theme;
  font?: Font;
}

const G = GROUP;

/** The demo accounts come first, so their ids are 1–11 on every run. */
export const STAFF: readonly StaffMember[] = [
  {
    userName: 'admin',
    firstName: 'Helena',
    lastName: 'Marchetti',
    groups: [G.SUPER_USERS],
    jobTitle: 'Managing Director',
  },
  {
    userName: 'editor',
    firstName: 'Julian',
    lastName: 'Thorne',
    groups: [G.COMMISSIONING_EDITORS],
    jobTitle: 'Senior Commissioning Editor',
  },
  {
    userName: 'cassistant',
    firstName: 'Priya',
    lastName: 'Shah',
    groups: [G.COMMISSIONING_ASSISTANTS],
    jobTitle: 'Editorial Assistant',
  },
  {
    userName: 'finance',
    firstName: 'Martin',
    lastName: 'Keller',
    groups: [G.FINANCIAL_MANAGER],
    jobTitle: 'Finance Director',
  },
  {
    userName: 'fassistant',
    firstName: 'Nina',
    lastName: 'Novak',
    groups: [G.FINANCIAL_ASSISTANTS],
    jobTitle: 'Accounts Assistant',
  },
  {
    userName: 'content',
    firstName: 'Clara',
    lastName: 'Lindqvist',
    groups: [G.CONTENT_EDITOR],
    jobTitle: 'Web Content Editor',
    theme: 'dark',
  },
  {
    userName: 'marketing',
    firstName: 'Oscar',
    lastName: 'Bellamy',
    groups: [G.MARKETING_MANAGER],
    jobTitle: 'Marketing Manager',
  },
  {
    userName: 'designer',
    firstName: 'Thea',
    lastName: 'Galloway',
    groups: [G.DESIGNER],
    jobTitle: 'Art Director',
    font: 'manrope',
  },
  {
    userName: 'developer',
    firstName: 'Kenji',
    lastName: 'Nakamura',
    groups: [G.DEVELOPERS],
    jobTitle: 'Lead Developer',
    theme: 'dark',
  },
  { userName: 'author', firstName: 'Rowan', lastName: 'Ashdown', groups: [G.AUTHORS], jobTitle: 'Author' },
  {
    userName: 'secure',
    firstName: 'Victor',
    lastName: 'Sinclair',
    groups: [G.SUPER_USERS],
    jobTitle: 'Head of Operations',
    twoFactor: true,
  },
  {
    userName: 'epemberton',
    firstName: 'Eleanor',
    lastName: 'Pemberton',
    groups: [G.SUPER_USERS, G.COMMISSIONING_EDITORS],
    jobTitle: 'Publisher',
  },
  {
    userName: 'dkavanagh',
    firstName: 'Dominic',
    lastName: 'Kavanagh',
    groups: [G.COMMISSIONING_EDITORS],
    jobTitle: 'Commissioning Editor, Crime',
  },
  {
    userName: 'amoreau',
    firstName: 'Amelia',
    lastName: 'Moreau',
    groups: [G.COMMISSIONING_EDITORS],
    jobTitle: 'Commissioning Editor, Fiction',
  },
  {
    userName: 'sokafor',
    firstName: 'Samuel',
    lastName: 'Okafor',
    groups: [G.COMMISSIONING_EDITORS],
    jobTitle: 'Commissioning Editor, History',
    joinedAfterMonths: 4,
  },
  {
    userName: 'ilarkin',
    firstName: 'Imogen',
    lastName: 'Larkin',
    groups: [G.COMMISSIONING_EDITORS],
    jobTitle: 'Commissioning Editor, Science',
  },
  {
    userName: 'tvoss',
    firstName: 'Tobias',
    lastName: 'Voss',
    groups: [G.COMMISSIONING_EDITORS],
    jobTitle: 'Editor, Translated Fiction',
    joinedAfterMonths: 14,
  },
  {
    userName: 'mwainwright',
    firstName: 'Miriam',
    lastName: 'Wainwright',
    groups: [G.COMMISSIONING_EDITORS],
    jobTitle: 'Commissioning Editor, Non-fiction',
    leftMonthsAgo: 11,
  },
  {
    userName: 'hbrennan',
    firstName: 'Hannah',
    lastName: 'Brennan',
    groups: [G.COMMISSIONING_ASSISTANTS],
    jobTitle: 'Editorial Assistant',
  },
  {
    userName: 'lnavarro',
    firstName: 'Lucas',
    lastName: 'Navarro',
    groups: [G.COMMISSIONING_ASSISTANTS],
    jobTitle: 'Rights Assistant',
    joinedAfterMonths: 20,
  },
  {
    userName: 'fdrummond',
    firstName: 'Fiona',
    lastName: 'Drummond',
    groups: [G.COMMISSIONING_ASSISTANTS],
    jobTitle: 'Production Assistant',
  },
  {
    userName: 'bhayward',
    firstName: 'Ben',
    lastName: 'Hayward',
    groups: [G.FINANCIAL_ASSISTANTS],
    jobTitle: 'Credit Controller',
  },
  {
    userName: 'ypetrov',
    firstName: 'Yara',
    lastName: 'Petrov',
    groups: [G.FINANCIAL_ASSISTANTS],
    jobTitle: 'Royalties Assistant',
  },
  {
    userName: 'jmercer',
    firstName: 'Joseph',
    lastName: 'Mercer',
    groups: [G.FINANCIAL_ASSISTANTS],
    jobTitle: 'Accounts Assistant',
    leftMonthsAgo: 5,
  },
  {
    userName: 'rfontaine',
    firstName: 'Rebecca',
    lastName: 'Fontaine',
    groups: [G.FINANCIAL_MANAGER],
    jobTitle: 'Financial Controller',
  },
  {
    userName: 'gfinch',
    firstName: 'Grace',
    lastName: 'Finch',
    groups: [G.CONTENT_ASSISTANT],
    jobTitle: 'Web Content Assistant',
  },
  {
    userName: 'nosei',
    firstName: 'Naomi',
    lastName: 'Osei',
    groups: [G.CONTENT_ASSISTANT],
    jobTitle: 'Digital Assistant',
    joinedAfterMonths: 24,
  },
  {
    userName: 'pquint',
    firstName: 'Patrick',
    lastName: 'Quint',
    groups: [G.CONTENT_EDITOR],
    jobTitle: 'Digital Editor',
  },
  {
    userName: 'lchandra',
    firstName: 'Laila',
    lastName: 'Chandra',
    groups: [G.MARKETING_ASSISTANT],
    jobTitle: 'Marketing Assistant',
  },
  {
    userName: 'ecrane',
    firstName: 'Ewan',
    lastName: 'Crane',
    groups: [G.MARKETING_ASSISTANT],
    jobTitle: 'Publicity Assistant',
    joinedAfterMonths: 9,
  },
  {
    userName: 'sbeaumont',
    firstName: 'Simone',
    lastName: 'Beaumont',
    groups: [G.MARKETING_MANAGER, G.MARKETING_ASSISTANT],
    jobTitle: 'Head of Publicity',
  },
  {
    userName: 'hgilchrist',
    firstName: 'Hugo',
    lastName: 'Gilchrist',
    groups: [G.DESIGNER],
    jobTitle: 'Senior Designer',
  },
  {
    userName: 'mtallis',
    firstName: 'Maya',
    lastName: 'Tallis',
    groups: [G.DESIGNER],
    jobTitle: 'Production Designer',
    font: 'manrope',
  },
  { userName: 'avarga', firstName: 'Anja', lastName: 'Varga', groups: [G.DESIGNER], jobTitle: 'Typesetter' },
  { userName: 'ilombardi', firstName: 'Ines', lastName: 'Lombardi', groups: [G.AUTHORS], jobTitle: 'Author' },
  {
    userName: 'wsefton',
    firstName: 'William',
    lastName: 'Sefton',
    groups: [G.AUTHORS],
    jobTitle: 'Author',
    joinedAfterMonths: 18,
  },
  {
    userName: 'rdelacroix',
    firstName: 'Rafael',
    lastName: 'Delacroix',
    groups: [G.DEVELOPERS],
    jobTitle: 'Developer',
  },
  {
    userName: 'zekelund',
    firstName: 'Zoe',
    lastName: 'Eklund',
    groups: [G.DEVELOPERS],
    jobTitle: 'Data Engineer',
    joinedAfterMonths: 12,
  },
  {
    userName: 'ahartmann',
    firstName: 'Agnes',
    lastName: 'Hartmann',
    groups: [G.SUPER_USERS],
    jobTitle: 'Office Manager',
  },
  // Planted: rights granted by hand to a contractor, with no group (see planted.ts).
  {
    userName: 'kcontractor',
    firstName: 'Karin',
    lastName: 'Zeller',
    groups: [],
    jobTitle: 'Freelance Bookkeeper',
  },
];

export const PLANTED_USER_NAME = 'kcontractor';
export const PLANTED_USER_RIGHTS = [
  { sectionId: 4, level: 3 },
  { sectionId: 6, level: 3 },
];
