import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "#contract/users";
import { m } from "#messages";

/**
 * The server's rules for an email and a password (worker/contract/users.ts), with their words
 * from the catalog, in the reader's language: each message is worded when a field is checked,
 * not when the rule is made.
 */
export const emailField = () =>
  z
    .string({ error: () => m.account_rule_email_required() })
    .trim()
    .min(1, { error: () => m.account_rule_email_required() })
    .max(255, { error: () => m.account_rule_email_invalid() })
    .pipe(z.email({ error: () => m.account_rule_email_invalid() }))
    .transform((email) => email.toLowerCase());

/** On edit: empty keeps the current password, anything else follows the password's rules. */
export const optionalPasswordField = () =>
  z
    .string()
    .refine((password) => password === "" || password.length >= PASSWORD_MIN, {
      error: () => m.account_rule_password_too_short(),
    })
    .refine((password) => password.length <= PASSWORD_MAX, {
      error: () => m.account_rule_password_too_long(),
    });

export const passwordField = () =>
  z
    .string({ error: () => m.account_rule_password_required() })
    .min(1, { error: () => m.account_rule_password_required() })
    .min(PASSWORD_MIN, { error: () => m.account_rule_password_too_short() })
    .max(PASSWORD_MAX, { error: () => m.account_rule_password_too_long() });
