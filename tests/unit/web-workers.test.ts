import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { webWorkers } from '@/scripts/web-workers.mjs';

const POSTGRES = { DATABASE_URL: 'postgres://colophon@db/colophon' };

describe('how many server processes serve.mjs runs (scripts/web-workers.mjs)', () => {
  it('runs one per core on PostgreSQL or with the API elsewhere, and one on the embedded PGlite', () => {
    expect(webWorkers(POSTGRES, 4)).toBe(4);
    expect(webWorkers({ UPSTREAM_API_URL: 'http://api:4000' }, 2)).toBe(2);
    expect(webWorkers({}, 8)).toBe(1);
  });

  it('takes WEB_CONCURRENCY when it is set', () => {
    expect(webWorkers({ ...POSTGRES, WEB_CONCURRENCY: '3' }, 8)).toBe(3);
    expect(webWorkers({ ...POSTGRES, WEB_CONCURRENCY: ' 1 ' }, 8)).toBe(1);
    expect(webWorkers({ WEB_CONCURRENCY: '1' }, 8)).toBe(1);
    expect(webWorkers({ ...POSTGRES, WEB_CONCURRENCY: '' }, 2)).toBe(2);
  });

  it('refuses a count that is not a whole number from 1 to 64, naming the variable', () => {
    for (const bad of ['0', '-2', '1.5', 'many', '65']) {
      const result = webWorkers({ ...POSTGRES, WEB_CONCURRENCY: bad }, 2);
      expect(result).toBeInstanceOf(Error);
      expect(String(result)).toContain(`WEB_CONCURRENCY: must be a whole number from 1 to 64, not "${bad}"`);
    }
  });

  it('refuses more than one process on the embedded PGlite, which admits one', () => {
    expect(String(webWorkers({ WEB_CONCURRENCY: '2' }, 2))).toContain(
      'more than one process needs PostgreSQL',
    );
  });
});

describe('serve.mjs with a WEB_CONCURRENCY it cannot honour', () => {
  it('stops before starting anything, with the reason and exit code 1', () => {
    const result = spawnSync(process.execPath, ['scripts/serve-standalone.mjs'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', WEB_CONCURRENCY: '2' },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('WEB_CONCURRENCY: more than one process needs PostgreSQL');
  });
});
