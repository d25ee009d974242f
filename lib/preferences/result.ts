/**
 * What a settings action answers, for the form that called it: the saved data and the toast's text,
 * or what went wrong with messages per field (paths as the schema names them, e.g. `email.newsletters`).
 */
export type ActionSuccess<T> = { ok: true; data: T; message: string };

export type ActionFailureReason = 'invalid' | 'conflict' | 'expired' | 'unavailable' | 'failed';

export type ActionFailure = {
  ok: false;
  reason: ActionFailureReason;
  error: string;
  fieldErrors: Record<string, string>;
};

export type ActionResult<T> = ActionSuccess<T> | ActionFailure;
