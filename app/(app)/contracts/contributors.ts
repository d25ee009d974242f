import { isRecord } from '@/lib/bff/parser';
import { CONTRACT_PARTY_ROLE, choiceLabel } from '@/lib/contract/choices';
import type { ContractPartyRole } from '@/lib/contract/enums';

/** A party of a contract by name, as the API answers it with the record and the list's rows. */
export interface Contributor {
  contactId: number;
  name: string;
  role: ContractPartyRole;
  sharePercent: number;
}

function isContributor(value: unknown): value is Contributor {
  return (
    isRecord(value) &&
    Number.isInteger(value.contactId) &&
    typeof value.name === 'string' &&
    typeof value.role === 'string' &&
    typeof value.sharePercent === 'number'
  );
}

/** The parties of a row or a record, in the contract's order. */
export function contributorsOf(row: Record<string, unknown>): Contributor[] {
  return Array.isArray(row.contributors) ? row.contributors.filter(isContributor) : [];
}

export const roleLabel = (role: string) => choiceLabel(CONTRACT_PARTY_ROLE, role);
