import { z } from "zod";
import { Email, Password, USER_MESSAGES } from "#contract/users";

/** Form rules in the server's English, on top of the server's own schemas. */
export const FORM_MESSAGES = {
  usernameRequired: "Username is required",
  fullNameRequired: "Full Name is required",
  fullNameTooShort: "Full Name must be at least 3 characters",
  confirmRequired: "Password confirmation is required",
  mismatch: "The passwords do not match",
} as const;

export const LoginFormSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, FORM_MESSAGES.usernameRequired)
    .pipe(z.email({ error: USER_MESSAGES.emailInvalid })),
  password: Password,
});
export type LoginFormValues = z.input<typeof LoginFormSchema>;

const confirmation = z.string().min(1, FORM_MESSAGES.confirmRequired);

export const SignupFormSchema = z
  .object({
    full_name: z
      .string()
      .trim()
      .min(1, FORM_MESSAGES.fullNameRequired)
      .min(3, FORM_MESSAGES.fullNameTooShort)
      .max(255),
    email: Email,
    password: Password,
    confirm_password: confirmation,
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ["confirm_password"],
    message: FORM_MESSAGES.mismatch,
  });
export type SignupFormValues = z.input<typeof SignupFormSchema>;

export const RecoverFormSchema = z.object({ email: Email });
export type RecoverFormValues = z.input<typeof RecoverFormSchema>;

export const ResetFormSchema = z
  .object({ new_password: Password, confirm_password: confirmation })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ["confirm_password"],
    message: FORM_MESSAGES.mismatch,
  });
export type ResetFormValues = z.input<typeof ResetFormSchema>;
