import type { Metadata } from 'next';

import { PageHeader } from '@/components/ui/page-header';
import { readReleases } from '@/lib/releases/changelog';
import { openPage } from '@/lib/pages/context';
import { MARKDOWN_CLASSES } from '../help-center/markdown';

export const metadata: Metadata = { title: 'App Releases' };

/**
 * App Releases: the project's CHANGELOG.md, newest release first, rendered on the server so the page
 * carries no script of its own. The file is repository content, written by the team.
 */
export default async function VersionFeaturesPage() {
  await openPage('/version-features');
  const releases = await readReleases();
  return (
    <div className="space-y-6">
      <PageHeader title="App Releases" description="What changed in Colophon, newest first." />
      {releases.map((release) => (
        <section key={release.title} aria-labelledby={release.id} className="space-y-3 rounded-lg border p-5">
          <h2 id={release.id} className="text-lg font-semibold">
            {release.title}
          </h2>
          <div className={MARKDOWN_CLASSES} dangerouslySetInnerHTML={{ __html: release.html }} />
        </section>
      ))}
    </div>
  );
}
