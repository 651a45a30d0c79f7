import { z } from "zod";
import { HostNoticeMode } from "./host-notice-mode";
import { LanguageCode } from "./language";

/** Messages the web forms show; the server replies 422 with the same words. */
export const USER_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  passwordRequired: "Password is required",
  currentPasswordForEmail: "Enter your current password to change your email",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  fullNameTooLong: "Full name must be at most 255 characters",
} as const;

/** The language an account reads in (its pages, its mails). */
export const AccountLanguage = LanguageCode.meta({
  description: "The language the account's pages and mails are in",
  example: "en",
});

export const PASSWORD_MIN = 8;
/** Bounds the work a single request can ask of scrypt. */
export const PASSWORD_MAX = 128;

export const Email = z
  .string({ error: USER_MESSAGES.emailRequired })
  .trim()
  .min(1, USER_MESSAGES.emailRequired)
  .max(255, USER_MESSAGES.emailInvalid)
  .pipe(z.email({ error: USER_MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const Password = z
  .string({ error: USER_MESSAGES.passwordRequired })
  .min(1, USER_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, USER_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, USER_MESSAGES.passwordTooLong);

export const FullName = z
  .string()
  .trim()
  .max(255, USER_MESSAGES.fullNameTooLong)
  .nullish()
  .transform((name) => (name ? name : null));

export const UserPublic = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string().nullable(),
  is_active: z.boolean(),
  is_superuser: z.boolean(),
  language: AccountLanguage,
  /** What the account hears of the events it runs and has chosen nothing for (decision 0067). */
  host_notifications: HostNoticeMode,
  /** When the account was made: ISO 8601 in UTC, to the millisecond. */
  created_at: z.iso.datetime(),
});
export type UserPublic = z.infer<typeof UserPublic>;

export const UsersPublic = z.object({ data: z.array(UserPublic), count: z.number().int() });
export type UsersPublic = z.infer<typeof UsersPublic>;

/**
 * A host invitation's token, from the mail's link (`/signup#host-invitation=…`), sent with a
 * sign-up or by a signed-in user whose address it was sent to (decision 0043). Here rather than in
 * hosts.ts, which imports `Email` from this file.
 */
export const HostInvitationToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "host_invitation must be the token from the invitation mail");

const NewAccount = z.object({
  email: Email,
  password: Password,
  full_name: FullName,
  /** Left out: the language the browser asks for (Accept-Language), or Korean. */
  language: AccountLanguage.optional(),
});

/**
 * POST /users/signup. With `host_invitation`, the account is made only if the token is good
 * for this address, and it then helps run the events it was invited to.
 */
export const UserRegister = NewAccount.extend({ host_invitation: HostInvitationToken.optional() });
export type UserRegister = z.input<typeof UserRegister>;

/** POST /users/ (superuser) */
export const UserCreate = NewAccount.extend({
  is_active: z.boolean().default(true),
  is_superuser: z.boolean().default(false),
});
export type UserCreate = z.input<typeof UserCreate>;

/** PATCH /users/{id} (superuser): every field optional; only superusers reach it. */
export const UserUpdate = z.object({
  email: Email.optional(),
  password: Password.optional(),
  full_name: FullName.optional(),
  is_active: z.boolean().optional(),
  is_superuser: z.boolean().optional(),
  language: AccountLanguage.optional(),
});
export type UserUpdate = z.input<typeof UserUpdate>;

/** PATCH /users/me: role and status are not here, so a user cannot raise their own rights. */
/**
 * PATCH /users/me. A new email needs the current password: whoever holds a stolen token must
 * not be able to move the account's email, and with it the password reset, to themselves.
 */
export const UserUpdateMe = z.object({
  email: Email.optional(),
  full_name: FullName.optional(),
  language: AccountLanguage.optional(),
  host_notifications: HostNoticeMode.optional(),
  current_password: z.string().min(1, USER_MESSAGES.passwordRequired).max(PASSWORD_MAX).optional(),
});
export type UserUpdateMe = z.input<typeof UserUpdateMe>;

/** PATCH /users/me/password */
export const UpdatePassword = z
  .object({
    current_password: z.string({ error: USER_MESSAGES.passwordRequired }).min(1).max(PASSWORD_MAX),
    new_password: Password,
    confirm_password: z.string().optional(),
  })
  .refine(
    (body) => body.confirm_password === undefined || body.confirm_password === body.new_password,
    {
      path: ["confirm_password"],
      message: "The passwords do not match",
    },
  );
export type UpdatePassword = z.input<typeof UpdatePassword>;

/** PATCH /users/me/password replies with a fresh token: the change retires every earlier one. */
export const PasswordUpdated = z.object({
  message: z.string(),
  access_token: z.string(),
  token_type: z.literal("bearer"),
});
