import type { Metadata } from 'next';

import { PageHeader } from '@/components/ui/page-header';
import { readReleases } from '@/lib/releases/changelog';
import { openPage } from '@/lib/pages/context';

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
          <div
            className="space-y-2 text-sm [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h4]:mt-4 [&_h4]:font-semibold [&_li]:leading-relaxed [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5"
            dangerouslySetInnerHTML={{ __html: release.html }}
          />
        </section>
      ))}
    </div>
  );
}
