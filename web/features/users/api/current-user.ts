import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api-client";
import { isSignedIn } from "../../../lib/auth-token";

export const currentUserQuery = queryOptions({
  queryKey: ["users", "me"],
  queryFn: () => unwrap(api.users.me.$get()),
  staleTime: 60_000,
});

/** GET /users/me, only while a token is held: without one it could only be refused. */
export function useCurrentUser() {
  return useQuery({ ...currentUserQuery, enabled: isSignedIn() });
}
