import { SlotFilePanel } from '@/components/files/slot-file-panel';
import { StoredFilePreview } from '@/components/files/stored-file-preview';
import type { Proposal } from '@/lib/areas/proposals';
import { MAX_FILE_BYTES, SLOT_FILE_TYPES, slotTypesText } from '@/lib/contract/file-slots';

/** A proposal's sample: opened, and uploaded, replaced or removed by those who triage proposals. */
export function ProposalSamplePanel({ proposal, canChange }: { proposal: Proposal; canChange: boolean }) {
  const preview = proposal.sample ? (
    <StoredFilePreview file={proposal.sample} alt={`The sample of “${proposal.title}”`} />
  ) : null;
  if (!canChange) return preview ?? <p className="text-sm text-muted-foreground">No sample.</p>;
  return (
    <SlotFilePanel
      address={`/api/proposals/${proposal.proposalId}/sample`}
      noun="sample"
      inputLabel="Sample file"
      hasFile={proposal.sample !== null}
      preview={preview}
      hint={`A ${slotTypesText(SLOT_FILE_TYPES.proposalSample)}, up to ${MAX_FILE_BYTES / 2 ** 20} MB.`}
      accept={SLOT_FILE_TYPES.proposalSample.join(',')}
    />
  );
}
