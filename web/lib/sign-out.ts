import { clearToken } from "./auth-token";
import { queryClient } from "./query-client";

/** Forgets the token and every cached reply that belonged to it. */
export function signOut(): void {
  clearToken();
  queryClient.clear();
}
