/** Inputs a statement cannot be drawn from; `issues` says every reason at once, for the screen to list. */
export class RoyaltyInputError extends Error {
  readonly issues: readonly string[];

  constructor(issues: readonly string[]) {
    super(`Cannot compute the royalty statement: ${issues.join('; ')}`);
    this.name = 'RoyaltyInputError';
    this.issues = issues;
  }
}

/** Collects the reasons while the rows are read, so one pass reports them all. */
export class Issues {
  readonly list: string[] = [];

  add(issue: string): void {
    this.list.push(issue);
  }

  /** Adds `issue` unless `ok`; says whether it was ok, for early exits. */
  require(ok: boolean, issue: string): boolean {
    if (!ok) this.add(issue);
    return ok;
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new RoyaltyInputError(this.list);
  }
}

export const isWholePositive = (value: number): boolean => Number.isSafeInteger(value) && value > 0;
export const isWholeNonNegative = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;
export const isPercent = (value: number): boolean => Number.isFinite(value) && value >= 0 && value <= 100;
