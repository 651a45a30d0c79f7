import type { Language } from "#i18n/language";
import { api, unwrap } from "../../../lib/api-client";

export const logIn = (username: string, password: string) =>
  unwrap(api.login["access-token"].$post({ form: { username, password } }));

/**
 * With `host_invitation`, the token of a host invitation mail (decision 0043); `language`, the
 * one the reader reads the sign-up page in, becomes the account's.
 */
export const signUp = (form: {
  email: string;
  full_name: string;
  password: string;
  language: Language;
  host_invitation?: string;
}) => unwrap(api.users.signup.$post({ json: form }));

export const requestPasswordRecovery = (email: string) =>
  unwrap(api["password-recovery"][":email"].$post({ param: { email } }));

export const resetPassword = (token: string, new_password: string) =>
  unwrap(api["reset-password"].$post({ json: { token, new_password } }));
