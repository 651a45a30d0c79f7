import { z } from "zod";
import { m } from "#messages";
import { emailField, passwordField } from "../users";

/** Form rules on top of the server's own, worded from the catalog as each field is checked. */
export const LoginFormSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, { error: () => m.account_rule_username_required() })
    .pipe(z.email({ error: () => m.account_rule_email_invalid() })),
  password: passwordField(),
});
export type LoginFormValues = z.input<typeof LoginFormSchema>;

const confirmation = z.string().min(1, { error: () => m.account_rule_confirm_required() });
const mismatch = { error: () => m.account_rule_mismatch() };

export const SignupFormSchema = z
  .object({
    full_name: z
      .string()
      .trim()
      .min(1, { error: () => m.account_rule_full_name_required() })
      .min(3, { error: () => m.account_rule_full_name_too_short() })
      .max(255, { error: () => m.account_rule_full_name_too_long() }),
    email: emailField(),
    password: passwordField(),
    confirm_password: confirmation,
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ["confirm_password"],
    ...mismatch,
  });
export type SignupFormValues = z.input<typeof SignupFormSchema>;

export const RecoverFormSchema = z.object({ email: emailField() });
export type RecoverFormValues = z.input<typeof RecoverFormSchema>;

export const ResetFormSchema = z
  .object({ new_password: passwordField(), confirm_password: confirmation })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ["confirm_password"],
    ...mismatch,
  });
export type ResetFormValues = z.input<typeof ResetFormSchema>;
