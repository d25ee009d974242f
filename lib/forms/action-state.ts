/**
 * What a server action answers to the form that called it through `useActionState`. Shared by the
 * actions (which build it) and the client forms (which show it), so it holds only plain data.
 */
export interface ActionState<F extends string = string> {
  status: 'idle' | 'success' | 'error';
  /** Text for the whole form: the outcome, or what went wrong that belongs to no single field. */
  message?: string;
  /** One message per field, shown next to it as the browser's own validation would. */
  fieldErrors?: Partial<Record<F, string>>;
}

export const IDLE_STATE: ActionState<never> = { status: 'idle' };

export const SERVICE_UNAVAILABLE = 'The service is unavailable. Please try again later.';
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again later.';
