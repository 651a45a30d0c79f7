import { z } from "zod";
import { Email, Password, USER_MESSAGES } from "#contract/users";

/** Form rules, in the server's English, for the settings and user-management screens. */
export const USER_FORM_MESSAGES = {
  fullNameTooLong: "Full name must be at most 30 characters",
  confirmRequired: "Password confirmation is required",
  confirmOnAdd: "Please confirm your password",
  mismatch: "The passwords do not match",
} as const;

export const PROFILE_NAME_MAX = 30;

/** The profile form of a user whose email is `currentEmail`: a new email needs the password. */
export const profileFormSchema = (currentEmail: string) =>
  z
    .object({
      full_name: z.string().trim().max(PROFILE_NAME_MAX, USER_FORM_MESSAGES.fullNameTooLong),
      email: Email,
      current_password: z.string(),
    })
    .refine((form) => form.email === currentEmail || form.current_password !== "", {
      path: ["current_password"],
      message: USER_MESSAGES.currentPasswordForEmail,
    });
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;

export const PasswordFormSchema = z
  .object({
    current_password: z.string().min(1, USER_MESSAGES.passwordRequired),
    new_password: Password,
    confirm_password: z.string().min(1, USER_FORM_MESSAGES.confirmRequired),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ["confirm_password"],
    message: USER_FORM_MESSAGES.mismatch,
  });
export type PasswordFormValues = z.input<typeof PasswordFormSchema>;

const fullName = z.string().trim().max(255, USER_MESSAGES.fullNameTooLong);

export const AddUserFormSchema = z
  .object({
    email: Email,
    full_name: fullName,
    password: Password,
    confirm_password: z.string().min(1, USER_FORM_MESSAGES.confirmOnAdd),
    is_superuser: z.boolean(),
    is_active: z.boolean(),
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ["confirm_password"],
    message: USER_FORM_MESSAGES.mismatch,
  });
export type AddUserFormValues = z.input<typeof AddUserFormSchema>;

/** On edit the password is optional, but at least 8 characters when given. */
export const EditUserFormSchema = z
  .object({
    email: Email,
    full_name: fullName,
    password: z.union([z.literal(""), Password]),
    confirm_password: z.string(),
    is_superuser: z.boolean(),
    is_active: z.boolean(),
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ["confirm_password"],
    message: USER_FORM_MESSAGES.mismatch,
  });
export type EditUserFormValues = z.input<typeof EditUserFormSchema>;
