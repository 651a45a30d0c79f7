import { api, unwrap } from "../../../lib/api-client";

/** DELETE /users/me */
export const deleteMe = () => unwrap(api.users.me.$delete());
