import { z } from 'zod';
import { ACCESS_REQUEST_MESSAGE_MAX, ACCESS_REQUEST_NAME_MAX } from './access-request-limits';
import { ACCESS_REQUEST_STATUSES } from './enums';
import { forgotPasswordRequestSchema } from './auth';
import { okEnvelope } from './envelope';
import { safeText } from './safe-input';

export { ACCESS_REQUEST_MESSAGE_MAX, ACCESS_REQUEST_NAME_MAX } from './access-request-limits';

/** At most this many requests are accepted per hour, whoever sends them: the Super Users' inboxes are the limit. */
export const ACCESS_REQUESTS_PER_HOUR = 5;

// Names go into mail subjects: a line break there would be a header of its own.
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

const personName = (label: string) =>
  safeText({ error: `Please enter your ${label}` })
    .trim()
    .min(1, { error: `Please enter your ${label}`, abort: true })
    .max(ACCESS_REQUEST_NAME_MAX, `Your ${label} can have at most ${ACCESS_REQUEST_NAME_MAX} characters`)
    .regex(NO_CONTROL_CHARACTERS, `Please enter your ${label} on one line`);

/** A request for an account (there is no open registration): who asks, and why they need access. */
export const accessRequestSchema = z.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
  // The same address rule as the password reset, so one address is valid everywhere or nowhere.
  email: forgotPasswordRequestSchema.shape.email.max(254, 'Please enter a shorter email address'),
  message: safeText({ error: 'Please tell us why you need access' })
    .trim()
    .min(1, { error: 'Please tell us why you need access', abort: true })
    .max(
      ACCESS_REQUEST_MESSAGE_MAX,
      `Please keep the message under ${ACCESS_REQUEST_MESSAGE_MAX} characters`,
    ),
});
export type AccessRequestInput = z.infer<typeof accessRequestSchema>;

export const accessRequestReceiptSchema = z.object({
  accessRequestId: z.number().int(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
});
export type AccessRequestReceipt = z.infer<typeof accessRequestReceiptSchema>;

export const accessRequestResponseSchema = okEnvelope(accessRequestReceiptSchema);
