import { describe, expect, it } from 'vitest';
import type { ExportMeasurement } from '@/bench/export-run';
import { EXPORT_GOAL_S, exportVerdict } from '@/bench/goals';
import { allTargets, LIST_PAGE_P95_MS, measurementCount, onceCount, selectTargets } from '@/bench/targets';
import { exportRunCreateSchema } from '@/lib/contract/exports';

const targets = allTargets({ contactCount: 8001, samples: { contacts: 4001, publications: 3802 } });
const names = (only: string | undefined) => selectTargets(targets, only).map((target) => target.name);

describe('bench target selection', () => {
  it('brings the bare upstream twin of each chosen BFF call, so that what the BFF adds is measured', () => {
    const chosen = names('bff /api/contacts');
    expect(chosen).toEqual(['bff /api/contacts?page=1&pageSize=25', 'upstream /contacts?page=1&pageSize=25']);
  });

  it('opens every list and each sampled record, all with the list pages’ goal', () => {
    const goals = Object.fromEntries(
      targets.filter((target) => target.kind === 'page').map((target) => [target.path, target.p95GoalMs]),
    );
    for (const path of [
      '/commissionings/manage',
      '/contracts/manage',
      '/publications/manage',
      '/orders/manage',
      '/invoices/manage',
      '/expenses/manage',
      '/currencies/manage',
      '/contacts/manage/4001',
      '/publications/manage/3802',
    ])
      expect(goals[path], path).toBe(LIST_PAGE_P95_MS);
  });

  it('brings no twin for pages, and everything without --only', () => {
    expect(names('page /contacts/manage/4001')).toEqual(['page /contacts/manage/4001']);
    expect(names(undefined)).toHaveLength(targets.length);
  });
});

describe('bench export target', () => {
  it('is chosen by --only export alone, and timed once rather than loaded for --duration', () => {
    const chosen = selectTargets(targets, 'export');
    expect(chosen.map((target) => target.name)).toEqual(['export full ONIX (onix-full)']);
    expect(measurementCount(chosen)).toBe(0);
    expect(onceCount(chosen)).toBe(1);
  });

  it('asks the bare upstream for a full run in the contract’s request shape', () => {
    const [target] = selectTargets(targets, 'export');
    expect(target?.server).toBe('upstream');
    expect(exportRunCreateSchema.parse(JSON.parse(target?.body ?? 'null'))).toEqual({
      target: 'onix-full',
      mode: 'full',
    });
  });
});

describe('bench export verdict', () => {
  const measured = (seconds: number, status: 'completed' | 'failed' | null): ExportMeasurement => ({
    target: 'export full ONIX (onix-full)',
    db: 'postgres',
    seconds,
    status: status === null ? null : 201,
    run:
      status === null
        ? null
        : {
            runId: 1,
            status,
            includedCount: 7400,
            blockedCount: 100,
            deletedCount: 0,
            sizeBytes: 30_000_000,
            error: null,
          },
  });

  it('is met by a completed run under a minute, and missed at a minute or more', () => {
    expect(exportVerdict(measured(42.3, 'completed'))).toMatchObject({ met: true, detail: '42.3 s' });
    expect(exportVerdict(measured(EXPORT_GOAL_S, 'completed')).met).toBe(false);
  });

  it('counts a run that did not finish as missed past the minute, and as not measured before it', () => {
    expect(exportVerdict(measured(75, 'failed')).met).toBe(false);
    expect(exportVerdict(measured(301, null)).met).toBe(false);
    expect(exportVerdict(measured(3, 'failed')).met).toBeNull();
    expect(exportVerdict(measured(0.1, null)).met).toBeNull();
  });
});
