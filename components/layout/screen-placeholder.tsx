import Link from 'next/link';
import { ConstructionIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

type ScreenPlaceholderProps = {
  title: string;
  /** The sidebar group the page belongs to, shown above the title. */
  section?: string;
  description?: string;
};

/** A page of the app whose screen is not built yet: its title, in the layout, saying so. */
function ScreenPlaceholder({ title, section, description }: ScreenPlaceholderProps) {
  return (
    <div className="flex flex-1 flex-col gap-6">
      <div className="space-y-1">
        {section ? <p className="text-sm font-medium text-muted-foreground">{section}</p> : null}
        <PageHeader title={title} description={description} />
      </div>
      <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-8 text-center">
        <ConstructionIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">This screen is not available yet.</p>
        <p className="max-w-md text-sm text-balance text-muted-foreground">
          It is part of the back office and will appear here once it is built.
        </p>
        <Button asChild variant="outline" className="mt-2">
          <Link href="/">Back to the dashboard</Link>
        </Button>
      </div>
    </div>
  );
}

export { ScreenPlaceholder, type ScreenPlaceholderProps };
