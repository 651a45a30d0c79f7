/**
 * Accounts' one door for other features (the organiser's pages ask who is signed in; the
 * sign-up and login forms check fields by the account's rules): they import from here, never
 * from inside web/features/users/. Re-exports only.
 */

export { useSaveLanguage } from "./api/account-language";
export { useCurrentUser } from "./api/current-user";
export { emailField, passwordField } from "./field-rules";
