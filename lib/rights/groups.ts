/** The staff groups of the firm (spec section 6). A user belongs to any number of them. */
export const GROUPS = [
  { id: 1, name: 'Super Users' },
  { id: 2, name: 'Commissioning Assistants' },
  { id: 3, name: 'Commissioning Editors' },
  { id: 4, name: 'Financial Assistants' },
  { id: 5, name: 'Financial Manager' },
  { id: 6, name: 'Content Assistant' },
  { id: 7, name: 'Content Editor' },
  { id: 8, name: 'Marketing Assistant' },
  { id: 9, name: 'Marketing Manager' },
  { id: 10, name: 'Designer' },
  { id: 11, name: 'Authors' },
  { id: 12, name: 'Developers' },
] as const;

export type GroupId = (typeof GROUPS)[number]['id'];

export const GROUP = {
  SUPER_USERS: 1,
  COMMISSIONING_ASSISTANTS: 2,
  COMMISSIONING_EDITORS: 3,
  FINANCIAL_ASSISTANTS: 4,
  FINANCIAL_MANAGER: 5,
  CONTENT_ASSISTANT: 6,
  CONTENT_EDITOR: 7,
  MARKETING_ASSISTANT: 8,
  MARKETING_MANAGER: 9,
  DESIGNER: 10,
  AUTHORS: 11,
  DEVELOPERS: 12,
} as const satisfies Record<string, GroupId>;

export function isGroupId(value: unknown): value is GroupId {
  return GROUPS.some((group) => group.id === value);
}

export function groupName(id: number): string | undefined {
  return GROUPS.find((group) => group.id === id)?.name;
}
