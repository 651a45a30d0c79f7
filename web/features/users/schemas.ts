import { z } from "zod";
import { m } from "#messages";
import { emailField, optionalPasswordField, passwordField } from "./field-rules";

export const PROFILE_NAME_MAX = 30;

const mismatch = { error: () => m.account_rule_mismatch() };

/** The profile form of a user whose email is `currentEmail`: a new email needs the password. */
export const profileFormSchema = (currentEmail: string) =>
  z
    .object({
      full_name: z
        .string()
        .trim()
        .max(PROFILE_NAME_MAX, { error: () => m.account_rule_profile_name_too_long() }),
      email: emailField(),
      current_password: z.string(),
    })
    .refine((form) => form.email === currentEmail || form.current_password !== "", {
      path: ["current_password"],
      error: () => m.account_rule_current_password_for_email(),
    });
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;

export const PasswordFormSchema = z
  .object({
    current_password: z.string().min(1, { error: () => m.account_rule_password_required() }),
    new_password: passwordField(),
    confirm_password: z.string().min(1, { error: () => m.account_rule_confirm_required() }),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ["confirm_password"],
    ...mismatch,
  });
export type PasswordFormValues = z.input<typeof PasswordFormSchema>;

const fullName = z
  .string()
  .trim()
  .max(255, { error: () => m.account_rule_full_name_too_long() });

export const AddUserFormSchema = z
  .object({
    email: emailField(),
    full_name: fullName,
    password: passwordField(),
    confirm_password: z.string().min(1, { error: () => m.account_rule_confirm_on_add() }),
    is_superuser: z.boolean(),
    is_active: z.boolean(),
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ["confirm_password"],
    ...mismatch,
  });
export type AddUserFormValues = z.input<typeof AddUserFormSchema>;

/** On edit the password is optional, but at least 8 characters when given. */
export const EditUserFormSchema = z
  .object({
    email: emailField(),
    full_name: fullName,
    password: optionalPasswordField(),
    confirm_password: z.string(),
    is_superuser: z.boolean(),
    is_active: z.boolean(),
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ["confirm_password"],
    ...mismatch,
  });
export type EditUserFormValues = z.input<typeof EditUserFormSchema>;
