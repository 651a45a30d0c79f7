import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { UserCreate, UserUpdate } from "#contract/users";
import { api, unwrap } from "../../../lib/api-client";

/** Users Management shows five users a page. */
export const USERS_PAGE_SIZE = 5;

export const usersQuery = (page: number) =>
  queryOptions({
    queryKey: ["users", "list", { page }],
    queryFn: () =>
      unwrap(
        api.users.$get({
          query: {
            skip: String((page - 1) * USERS_PAGE_SIZE),
            limit: String(USERS_PAGE_SIZE),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** GET /users/ one page at a time; only asked for when `enabled` (a superuser is looking). */
export function useUsers(page: number, enabled: boolean) {
  return useQuery({ ...usersQuery(page), enabled });
}

/** POST /users/ */
export const createUser = (body: UserCreate) => unwrap(api.users.$post({ json: body }));

/** PATCH /users/{id} */
export const updateUser = (id: string, body: UserUpdate) =>
  unwrap(api.users[":user_id"].$patch({ param: { user_id: id }, json: body }));

/** DELETE /users/{id} */
export const deleteUser = (id: string) =>
  unwrap(api.users[":user_id"].$delete({ param: { user_id: id } }));
