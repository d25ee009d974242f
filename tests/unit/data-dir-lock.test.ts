import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '@/upstream/db/data-dir-lock';

describe('the embedded database folder lock', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'colophon-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('records the holder and releases the folder', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'colophon.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'colophon.lock'))).toBe(false);
  });

  it('refuses a folder held by another living process, naming it', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'colophon.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'colophon.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'colophon.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
