/**
 * Accounts' one door for other features (the organiser's pages ask who is signed in): they
 * import from here, never from inside web/features/users/. Re-exports only.
 */

export { useCurrentUser } from "./api/current-user";
