import { DetailHeader } from '@/components/detail-page/detail-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { AnyArea } from '@/lib/area/define-area';
import { importColumnsOf } from '@/lib/area/import';
import { openPage } from '@/lib/pages/context';
import { areaPermissions, backTo } from './area-page-parts';
import { LazyImportWizard } from './import-wizard-lazy';

/** An area's import page: the wizard for those whose rights reach the import, a note for the others. */
export function areaImportPage(
  area: AnyArea,
  { outcome, refused }: { outcome: string; refused: { title: string; body: string } },
) {
  const href = area.importHref;
  if (!href) throw new Error(`${area.path} declares no import page`);
  const back = backTo(area);
  return async function AreaImportPage() {
    const { user } = await openPage(href);
    return (
      <div className="max-w-6xl space-y-6">
        <DetailHeader {...back} title={`Import ${area.noun.many}`} />
        {areaPermissions(area, user).import ? (
          <LazyImportWizard
            target={{
              path: area.path,
              noun: area.noun,
              listHref: area.hrefs.list,
              columns: importColumnsOf(area),
              outcome,
            }}
          />
        ) : (
          <Alert>
            <AlertTitle>{refused.title}</AlertTitle>
            <AlertDescription>
              <p>{refused.body}</p>
            </AlertDescription>
          </Alert>
        )}
      </div>
    );
  };
}
