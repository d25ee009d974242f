import type { StatusTone } from '@/components/detail-page/detail-header';
import type { CommissioningStatus } from '@/lib/contract/enums';

const TONES: Record<CommissioningStatus, StatusTone> = {
  proposal: 'neutral',
  under_review: 'progress',
  approved: 'success',
  contracted: 'success',
  in_production: 'progress',
  published: 'success',
  declined: 'danger',
};

export function commissioningTone(status: CommissioningStatus): StatusTone {
  return TONES[status];
}

/** `in_production` → "In production", for codes without labels of their own. */
export function humanize(code: string): string {
  const words = code.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
