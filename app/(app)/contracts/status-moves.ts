import type { ContractStatus } from '@/lib/contract/enums';

/** What each move of a contract's life is called on its button and its dialog. */
export const MOVE_LABELS: Record<ContractStatus, string> = {
  draft: 'Back to draft',
  sent: 'Mark as sent',
  signed: 'Mark as signed',
  active: 'Mark as active',
  ended: 'End the contract',
  reverted: 'Revert the rights',
};

/** What a move means, said in its dialog. */
export const MOVE_MEANINGS: Record<ContractStatus, string> = {
  draft: 'The contract goes back to draft for changes.',
  sent: 'The contract has gone out for signature.',
  signed: 'Signing binds the firm: the terms are locked from that day and kept as version 0.',
  active: 'The contract is in force and its royalties are accounted for.',
  ended: 'The contract ends; this cannot be undone.',
  reverted: 'The rights go back to the author; this cannot be undone.',
};
