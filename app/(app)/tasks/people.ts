import type { TaskAssignee } from '@/lib/areas/tasks';

/** The assignees as choices, the user first as "Me". */
export function assigneeOptions(assignees: readonly TaskAssignee[], me: number) {
  const mine = assignees.find((person) => person.userId === me);
  return [
    ...(mine ? [{ value: String(me), label: `Me (${mine.name})` }] : []),
    ...assignees
      .filter((person) => person.userId !== me)
      .map((person) => ({ value: String(person.userId), label: person.name })),
  ];
}
