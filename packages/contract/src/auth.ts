/** Request and response shapes of the accounts API (spec §3, §7 first table). */
import { z } from 'zod';
import { messages } from './messages.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './rules.js';

/** Simple e-mail shape of spec §5: text, @, text, dot, text. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .regex(EMAIL_SHAPE, messages.emailInvalid);

const password = z
  .string({ error: messages.required })
  .min(PASSWORD_MIN, messages.passwordTooShort)
  .max(PASSWORD_MAX, messages.passwordTooLong);

export const loginRequest = z.object({
  email: z.string({ error: messages.required }).trim().min(1, messages.required),
  password: z.string({ error: messages.required }).min(1, messages.required),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ access_token: z.string(), refresh_token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const registrationRequest = z
  .object({ email, password1: password, password2: z.string({ error: messages.required }) })
  .refine((v) => v.password1 === v.password2, { message: messages.passwordsDoNotMatch, path: ['password2'] });
export type RegistrationRequest = z.infer<typeof registrationRequest>;

export const refreshRequest = z.object({
  refresh: z.string({ error: messages.required }).min(1, messages.required),
});
export const refreshResponse = z.object({ access: z.string(), refresh: z.string().optional() });
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const logoutRequest = z.object({ refresh: z.string().optional() });

export const passwordResetRequest = z.object({ email });
export const passwordResetConfirmRequest = z
  .object({
    new_password1: password,
    new_password2: z.string({ error: messages.required }),
    uid: z.string({ error: messages.required }).min(1, messages.required),
    token: z.string({ error: messages.required }).min(1, messages.required),
  })
  .refine((v) => v.new_password1 === v.new_password2, {
    message: messages.passwordsDoNotMatch,
    path: ['new_password2'],
  });

export const passwordChangeRequest = z
  .object({ new_password1: password, new_password2: z.string({ error: messages.required }) })
  .refine((v) => v.new_password1 === v.new_password2, {
    message: messages.passwordsDoNotMatch,
    path: ['new_password2'],
  });

export const setPasswordRequest = z.object({
  new_password: password,
  current_password: z.string({ error: messages.required }).min(1, messages.required),
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
  id_token: z.string({ error: messages.required }).min(1, messages.required),
});

export const profileFields = z.object({
  first_name: z.string().max(150).default(''),
  last_name: z.string().max(150).default(''),
  speciality: z.string().max(150).default(''),
  birthday: z.iso.date().nullable().default(null),
});
export const profileUpdateRequest = profileFields.partial();
export type ProfileUpdate = z.infer<typeof profileUpdateRequest>;

export const userRole = z.enum(['customer', 'staff']);

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

export const pointsRecord = z.object({
  pk: z.number().int(),
  fk_tool_name: z.string(),
  amount: z.number().int(),
});
export const subscriptionRecord = z.object({
  pk: z.number().int(),
  fk_tool_name: z.string(),
  end_date: z.string(),
});
export const pointsAndSubscriptions = z.object({
  points: z.array(pointsRecord),
  subscriptions: z.array(subscriptionRecord),
});
export type PointsRecord = z.infer<typeof pointsRecord>;
export type SubscriptionRecord = z.infer<typeof subscriptionRecord>;
export type PointsAndSubscriptions = z.infer<typeof pointsAndSubscriptions>;

export const receiveEmailResponse = z.object({ receive_email: z.boolean() });

export const detailResponse = z.object({ detail: z.string() });
export const tokenErrorResponse = z.object({ detail: z.string(), code: z.literal('token_not_valid') });

/** Field errors as a dj-rest-auth client reads them: `{"field": ["message"]}`. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;
