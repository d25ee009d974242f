import { contractArea, contractVersionSchema, type Contract } from '@/lib/areas/contracts';
import { formatDateTime, formatDay } from '@/lib/format';
import { upstreamCaller } from '@/lib/pages/context';
import { readAreaPath } from '@/lib/upstream/area';
import { contributorsOf } from './contributors';
import { TermsSummary } from './terms-summary';

const versionName = (number: number) => (number === 0 ? 'Version 0, as signed' : `Amendment ${number}`);

/**
 * The signed versions of a contract's terms, newest first: the one in force, and each one it
 * replaced, readable as it was. Read on the server with the page (a contract has a few).
 */
export async function ContractVersions({ contract }: { contract: Contract }) {
  if (contract.versions.length === 0) return null;
  const caller = await upstreamCaller();
  const earlier = contract.versions.filter((version) => version.number !== contract.amendment);
  const read = await Promise.all(
    earlier.map((version) =>
      readAreaPath(
        caller,
        contractArea,
        `${contract.contractId}/versions/${version.number}`,
        contractVersionSchema,
      ),
    ),
  );
  const terms = new Map(read.map((version) => [version.number, version.terms]));
  const names = new Map(contributorsOf(contract).map((party) => [party.contactId, party.name]));
  return (
    <section aria-labelledby="contract-versions" className="space-y-2">
      <h2 id="contract-versions" className="text-sm font-medium">
        Versions of the terms
      </h2>
      <ol className="space-y-2">
        {[...contract.versions].reverse().map((version) => {
          const kept = terms.get(version.number);
          const heading = (
            <>
              <span className="font-medium">{versionName(version.number)}</span>, in force from{' '}
              {formatDay(version.effectiveDate)}
              {version.number === contract.amendment ? ' (in force now)' : ''}
              {version.reason ? ` — ${version.reason}` : ''}
              <span className="text-muted-foreground">
                {' '}
                · recorded {formatDateTime(version.createdAt)}
                {version.createdBy ? ` by ${version.createdBy}` : ''}
              </span>
            </>
          );
          return (
            <li key={version.number} className="rounded-md border px-3 py-2 text-sm">
              {kept ? (
                <details>
                  <summary className="cursor-pointer">{heading}</summary>
                  <div className="mt-3">
                    <TermsSummary terms={kept} names={names} />
                  </div>
                </details>
              ) : (
                <p>{heading}</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
