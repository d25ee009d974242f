import { describe, expect, it } from 'vitest';
import { parseReleases } from '@/lib/releases/changelog';

describe('parseReleases', () => {
  it('splits the changelog into its releases and renders each one’s notes, headings below the page’s', () => {
    const releases = parseReleases(
      '# Changelog\n\nIntro.\n\n## Unreleased\n\n### Added\n\n- **Users** (`/users`): staff accounts.\n\n## 1.0.0 — 2026-01-05\n\n- First release.\n',
    );
    expect(releases.map((release) => [release.id, release.title])).toEqual([
      ['release-unreleased', 'Unreleased'],
      ['release-1-0-0-2026-01-05', '1.0.0 — 2026-01-05'],
    ]);
    expect(releases[0]?.html).toContain('<h3>Added</h3>');
    expect(releases[0]?.html).toContain('<strong>Users</strong> (<code>/users</code>): staff accounts.');
  });
});
