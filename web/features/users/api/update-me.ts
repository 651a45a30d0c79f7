import { api, unwrap } from "../../../lib/api-client";

/** PATCH /users/me */
export const updateMe = (body: {
  full_name: string | null;
  email: string;
  /** Needed when the email changes. */
  current_password?: string;
}) => unwrap(api.users.me.$patch({ json: body }));
