/** The addresses of Contract Royalties' pages, and of the statement's PDF through the BFF. */
export const RUNS_HREF = '/contract-royalties';
export const runHref = (runId: number) => `${RUNS_HREF}/${runId}`;
export const statementHref = (statementId: number) => `${RUNS_HREF}/statements/${statementId}`;
export const statementPdfHref = (statementId: number) => `/api/royalty-statements/${statementId}/pdf`;
