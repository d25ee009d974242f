import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { DownloadIcon } from '@/components/icons';

import { DetailHeader } from '@/components/detail-page/detail-header';
import { Button } from '@/components/ui/button';
import { contractArea } from '@/lib/areas/contracts';
import type { RoyaltyStatement } from '@/lib/contract/royalty-runs';
import { formatPercent } from '@/lib/format';
import { canAccessPath } from '@/lib/navigation';
import { openPage, orNotFound, recordId } from '@/lib/pages/context';
import { FIRM, periodText, statementFacts, statementOutcome } from '@/lib/royalties/statement-layout';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { getRoyaltyStatement } from '@/lib/upstream/royalties';
import { EmailStatement } from '../../email-statement';
import { RUNS_HREF, runHref, statementPdfHref } from '../../links';
import { runStatus } from '../../run-text';
import { StatementFigures } from '../../statement-figures';

export const metadata: Metadata = { title: 'Royalty statement' };

/** The top of the statement as the firm sends it: letterhead, the payee's address, what it is for. */
function Letterhead({ statement }: { statement: RoyaltyStatement }) {
  const { payee } = statement;
  return (
    <div className="space-y-6">
      <div>
        <p className="text-lg font-bold">{FIRM.name}</p>
        <p className="text-xs text-muted-foreground">{FIRM.address.join(', ')}</p>
        <h2 className="mt-2 text-base font-semibold">Royalty statement</h2>
      </div>
      <div className="flex flex-col gap-4 text-sm sm:flex-row sm:justify-between">
        <address className="not-italic">
          <span className="font-semibold">{payee.name}</span>
          {[payee.organisation, ...payee.address].map((line, index) =>
            line ? (
              <span key={index} className="block">
                {line}
              </span>
            ) : null,
          )}
          <span className="block text-muted-foreground">{payee.email ?? 'No email address'}</span>
        </address>
        <ul className="sm:text-right" aria-label="What the statement covers">
          {statementFacts(statement).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * One payee's royalty statement in the firm's layout, the same rows as its PDF: every figure from the
 * opening balance to the amount payable, the sales and returns figures opening the order lines behind
 * them. Download PDF is a plain link to the BFF; Email to payee sends it through the mailer.
 */
export default async function RoyaltyStatementPage({ params }: { params: Promise<{ statementId: string }> }) {
  const { statementId } = await params;
  const { user, caller } = await openPage(`${RUNS_HREF}/statements/${statementId}`);
  const statement = await orNotFound(getRoyaltyStatement(caller, recordId(statementId)));
  const outcome = statementOutcome(statement);
  const contractHref = contractArea.hrefs.record(statement.contract.contractId);
  const period = periodText(statement);

  return (
    <div className="space-y-6">
      <DetailHeader
        backHref={runHref(statement.runId)}
        backLabel={`Royalty run ${period}`}
        title={`Royalty statement: ${statement.payee.name}, ${statement.contract.reference}`}
        status={runStatus(statement.status)}
        facts={[
          period,
          canAccessPath(user, contractHref) ? (
            <Link href={contractHref} className="hover:underline">
              Contract {statement.contract.reference}
            </Link>
          ) : (
            `Contract ${statement.contract.reference}`
          ),
          `Share ${formatPercent(statement.sharePercent, 2, false)}`,
          `In ${statement.currency}`,
        ]}
        actions={
          <>
            <Button variant="outline" asChild>
              {/* A plain link: the browser saves what the BFF streams, named by the API. */}
              <a href={statementPdfHref(statement.statementId)} download>
                <DownloadIcon aria-hidden="true" />
                Download PDF
              </a>
            </Button>
            {meetsGuard(user, AREA_RIGHTS.contractRoyalties.update) ? (
              <EmailStatement statementId={statement.statementId} />
            ) : null}
          </>
        }
      />
      <article
        aria-label="The statement"
        className="max-w-4xl space-y-6 rounded-lg border bg-card p-6 text-card-foreground shadow-xs"
      >
        <Letterhead statement={statement} />
        <StatementFigures statement={statement} />
        <div className="space-y-1">
          <p className="text-lg font-bold">{outcome.payable}</p>
          {outcome.carried ? <p className="text-sm text-muted-foreground">{outcome.carried}</p> : null}
        </div>
        <p className="text-xs text-muted-foreground">
          {FIRM.name} · statement {statement.statementId} · run {statement.runId}
        </p>
      </article>
    </div>
  );
}
