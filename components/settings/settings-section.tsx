import * as React from 'react';

import { Separator } from '@/components/ui/separator';

/** One settings page: its heading under the layout's "Settings" title, a line of context, the content. */
function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby="settings-section-title" className="space-y-6">
      <div className="space-y-1">
        <h2 id="settings-section-title" className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <Separator />
      {children}
    </section>
  );
}

export { SettingsSection };
