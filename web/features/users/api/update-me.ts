import type { UserUpdateMe } from "#contract/users";
import { api, unwrap } from "../../../lib/api-client";

/** PATCH /users/me: any of the name, the email (with `current_password`) and the language. */
export const updateMe = (body: UserUpdateMe) => unwrap(api.users.me.$patch({ json: body }));
