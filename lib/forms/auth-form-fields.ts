/**
 * The fields of the signed-out screens' forms, on which their actions' messages land. Plain lists, so the
 * forms in the browser load no schema; `auth-forms.ts` holds the schemas the actions check them with.
 */

export const FORGOT_PASSWORD_FIELDS = ['email'] as const;
// The token is no field of its own: its messages (an invalid link) are about the whole form.
export const RESET_PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;
export const ACCESS_REQUEST_FIELDS = ['firstName', 'lastName', 'email', 'message'] as const;
