import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths';

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  next: string;
  pglite: string;
  commit: string;
  /** Uncommitted changes in the tree measured. */
  dirty: boolean;
  /** At the start of the run: a busy machine makes every figure worse. */
  loadAverage: number[];
}

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

function packageVersion(name: string): string {
  try {
    const manifest: unknown = JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
    );
    return typeof manifest === 'object' && manifest !== null && 'version' in manifest
      ? String(manifest.version)
      : '?';
  } catch {
    return '?';
  }
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    next: packageVersion('next'),
    pglite: packageVersion('@electric-sql/pglite'),
    commit: git('rev-parse', 'HEAD') || 'unknown',
    dirty: git('status', '--porcelain').length > 0,
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}
