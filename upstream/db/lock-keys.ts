/**
 * The keys of the advisory locks the API takes, in one place so that no two kinds of work share one and
 * wait on each other by accident. A per-record lock takes the two-key form: its kind's key and the id.
 */
export const LOCK_KEYS = {
  migration: 7_301_955,
  accessRequest: 7_301_956,
  royaltyRunCreate: 7_301_957,
  invitation: 7_301_958,
  superUsers: 7_301_959,
  /** With the run's id: held while a run's statements are calculated. */
  royaltyRunCalculation: 7_301_960,
} as const;
