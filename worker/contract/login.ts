import { z } from "zod";
import { Email, Password, USER_MESSAGES } from "./users";

/** POST /login/access-token, form-encoded as OAuth2's password flow. */
export const LoginForm = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(255)
    .transform((email) => email.toLowerCase()),
  password: z.string({ error: USER_MESSAGES.passwordRequired }).min(1).max(1024),
});

export const Token = z.object({ access_token: z.string(), token_type: z.literal("bearer") });
export type Token = z.infer<typeof Token>;

/** POST /reset-password/ */
export const NewPassword = z.object({
  token: z.string().min(1).max(2048),
  new_password: Password,
});
export type NewPassword = z.input<typeof NewPassword>;

export const EmailParam = z.object({ email: Email });
