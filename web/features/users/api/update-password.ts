import { api, unwrap } from "../../../lib/api-client";

/** PATCH /users/me/password; the reply carries a fresh token (the change retires the old). */
export const updatePassword = (body: {
  current_password: string;
  new_password: string;
  confirm_password: string;
}) => unwrap(api.users.me.password.$patch({ json: body }));
