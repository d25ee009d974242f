/** Spec section 8's texts when the API gives none of its own. */
export const FAILED = {
  list: 'Failed to fetch discrepancies',
  execute: 'Failed to execute discrepancy',
  counts: 'Failed to fetch discrepancy counts',
  sectionCounts: 'Failed to fetch section discrepancy counts',
} as const;

/** Spec section 8: failures are logged to the console, then shown. */
export async function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(what, error);
    throw error;
  }
}
