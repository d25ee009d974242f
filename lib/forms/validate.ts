'use server';

import type { FormCheck } from './form-check';
import { checkForm, isFormName, type FormInput, type FormName, type FormOutput } from './schemas';

/**
 * Checks a form with its shared schema for the browser, which does not load zod: the parsed values, or
 * the first message of each field. Anyone may call it, signed in or not: it reads and changes nothing.
 */
export async function validateForm<N extends FormName>(
  name: N,
  values: FormInput<N>,
): Promise<FormCheck<FormOutput<N>>> {
  if (!isFormName(name)) throw new Error('Unknown form');
  return checkForm(name, values);
}
