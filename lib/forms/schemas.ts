import 'server-only';
import { z } from 'zod';
import { loginRequestSchema, otpCodeSchema } from '@/lib/contract/auth';
import { firstMessages, type FormCheck } from './form-check';

const otpFormSchema = z.object({ code: otpCodeSchema });

type FormSchemas = { 'sign-in': typeof loginRequestSchema; otp: typeof otpFormSchema };

export type FormName = keyof FormSchemas;
export type FormInput<N extends FormName> = z.input<FormSchemas[N]>;
export type FormOutput<N extends FormName> = z.output<FormSchemas[N]>;

/**
 * The forms whose browser code has `validateForm` check them instead of loading zod, each by name with
 * the shared schema that also guards what it sends on. The browser imports the names' type only.
 */
const FORM_SCHEMAS: { [N in FormName]: z.ZodType<FormOutput<N>, FormInput<N>> } = {
  'sign-in': loginRequestSchema,
  otp: otpFormSchema,
};

/** Whatever a caller sent as the name: only the registry's own keys, never one inherited from Object. */
export function isFormName(name: unknown): name is FormName {
  return typeof name === 'string' && Object.hasOwn(FORM_SCHEMAS, name);
}

export function checkForm<N extends FormName>(name: N, values: unknown): FormCheck<FormOutput<N>> {
  const parsed = FORM_SCHEMAS[name].safeParse(values);
  return parsed.success ? { values: parsed.data } : { errors: firstMessages(parsed.error.issues) };
}
