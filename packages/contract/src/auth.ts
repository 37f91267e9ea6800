/** Request and response shapes of the accounts API (spec §3, §7 first table). */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isEmailShape } from './email.js';
import { hasControlCharacters, idText, plainText, requiredOrWrongType } from './fields.js';
import { languageField } from './language-field.js';
import { messages } from './messages.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './rules.js';

/** The e-mail of spec §5; an over-long one is refused before its shape is looked at. */
const email = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(EMAIL_MAX_LENGTH, { message: messages.emailInvalid, abort: true })
  .refine(isEmailShape, messages.emailInvalid)
  .refine((v) => !hasControlCharacters(v), messages.controlCharacters);

const password = z
  .string({ error: messages.required })
  .min(PASSWORD_MIN, messages.passwordTooShort)
  .max(PASSWORD_MAX, messages.passwordTooLong);

export const loginRequest = z.object({
  email: plainText(z.string({ error: requiredOrWrongType() }).trim().min(1, messages.required).max(254)),
  password: z.string({ error: requiredOrWrongType() }).min(1, messages.required),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ access_token: z.string(), refresh_token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const registrationRequest = z
  .object({
    email,
    password1: password,
    password2: z.string({ error: requiredOrWrongType() }),
    /** The page's language at sign-up: the account's e-mails are written in it (decision 068). */
    language: languageField.optional(),
  })
  .refine((v) => v.password1 === v.password2, { message: messages.passwordsDoNotMatch, path: ['password2'] })
  .meta({
    description: `password1 is the new password (${PASSWORD_MIN} to ${PASSWORD_MAX} characters); password2 must be the same text, or the answer is 400 naming password2.`,
  });
export type RegistrationRequest = z.infer<typeof registrationRequest>;

export const refreshRequest = z.object({
  refresh: z.string({ error: requiredOrWrongType() }).min(1, messages.required),
});
export const refreshResponse = z.object({ access: z.string(), refresh: z.string().optional() });

export const logoutRequest = z.object({ refresh: z.string().optional() });

export const passwordResetRequest = z.object({ email });
export const passwordResetConfirmRequest = z
  .object({
    new_password1: password,
    new_password2: z.string({ error: requiredOrWrongType() }),
    uid: idText(messages.resetLinkInvalid),
    token: z.string({ error: requiredOrWrongType() }).min(1, messages.required),
  })
  .refine((v) => v.new_password1 === v.new_password2, {
    message: messages.passwordsDoNotMatch,
    path: ['new_password2'],
  });

export const passwordChangeRequest = z
  .object({ new_password1: password, new_password2: z.string({ error: requiredOrWrongType() }) })
  .refine((v) => v.new_password1 === v.new_password2, {
    message: messages.passwordsDoNotMatch,
    path: ['new_password2'],
  });

export const setPasswordRequest = z.object({
  new_password: password,
  current_password: z.string({ error: requiredOrWrongType() }).min(1, messages.required),
});

/** dj-rest-auth's address confirmation: the key of the e-mailed link, and a new link. */
export const verifyEmailRequest = z.object({
  key: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(200, messages.confirmationLinkInvalid),
});
export const resendEmailRequest = z.object({ email });

export const googleLoginRequest = z.object({
  id_token: z.string({ error: requiredOrWrongType() }).min(1, messages.required),
});

/** The reset link's path: the account id and the token, as the e-mail carries them. */
export const passwordResetConfirmParams = z.object({
  uid: idText(messages.resetLinkInvalid),
  token: z.string().max(512, messages.resetLinkInvalid),
});

const profileFields = z.object({
  first_name: z.string().max(150).default(''),
  last_name: z.string().max(150).default(''),
  speciality: z.string().max(150).default(''),
  birthday: z.iso.date().nullable().default(null),
});
const profileName = plainText(z.string().max(150)).default('');
/** A date of birth PostgreSQL can hold and a person can have: 1900-01-01 up to today. */
const birthday = z.iso
  .date()
  .refine(
    (v) =>
      !/^\d{4}-\d{2}-\d{2}$/.test(v) || (v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10)),
    messages.birthdayRange,
  );
export const profileUpdateRequest = z
  .object({
    first_name: profileName,
    last_name: profileName,
    speciality: profileName,
    birthday: birthday.nullable().default(null),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateRequest>;

export const userRole = z.enum(['customer', 'staff', 'admin']);

export const userStatus = profileFields.extend({
  pk: z.number().int(),
  email: z.string(),
  discount: z.number(),
  role: userRole,
  receive_email: z.boolean(),
});
export type UserStatus = z.infer<typeof userStatus>;
export const userStatusResponse = z.array(userStatus);

export const profileResponse = profileFields.extend({ pk: z.number().int(), email: z.string() });

const pointsRecord = z.object({
  pk: z.number().int(),
  fk_tool_name: z.string(),
  amount: z.number().int(),
});
const subscriptionRecord = z.object({
  pk: z.number().int(),
  fk_tool_name: z.string(),
  end_date: z.string(),
});
export const pointsAndSubscriptions = z.object({
  points: z.array(pointsRecord),
  subscriptions: z.array(subscriptionRecord),
});
export type PointsAndSubscriptions = z.infer<typeof pointsAndSubscriptions>;

export const receiveEmailResponse = z.object({ receive_email: z.boolean() });

/** Field errors as a dj-rest-auth client reads them: `{"field": ["message"]}`. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;
