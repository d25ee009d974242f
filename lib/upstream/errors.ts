import type { FieldIssue } from '@/lib/contract/envelope';

/** What people are told when the publishing API does not answer: by the BFF's 502 and by the pages. */
export const UPSTREAM_UNAVAILABLE_MESSAGE = 'The publishing API is unavailable. Please try again later.';

/** The publishing API could not be reached in time: the BFF answers 502, health names the upstream. */
export class UpstreamUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`The publishing API is unavailable: ${reason}`, options);
    this.name = 'UpstreamUnavailableError';
  }
}

/** The publishing API answered with an error (or with something that is not the contract). */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** What a page says when a read failed: the API's own message, or that it could not be reached. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof UpstreamUnavailableError) return UPSTREAM_UNAVAILABLE_MESSAGE;
  if (error instanceof UpstreamError) return error.message;
  return fallback;
}
