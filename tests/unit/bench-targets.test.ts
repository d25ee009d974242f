import { describe, expect, it } from 'vitest';
import { allTargets, selectTargets } from '@/bench/targets';

const targets = allTargets({ contactCount: 8001, contactId: 4001 });
const names = (only: string | undefined) => selectTargets(targets, only).map((target) => target.name);

describe('bench target selection', () => {
  it('brings the bare upstream twin of each chosen BFF call, so that what the BFF adds is measured', () => {
    const chosen = names('bff /api/contacts');
    expect(chosen).toEqual(['bff /api/contacts?page=1&pageSize=25', 'upstream /contacts?page=1&pageSize=25']);
  });

  it('brings no twin for pages, and everything without --only', () => {
    expect(names('page /contacts/manage/4001')).toEqual(['page /contacts/manage/4001']);
    expect(names(undefined)).toHaveLength(targets.length);
  });
});
