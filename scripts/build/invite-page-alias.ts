import { fileURLToPath } from "node:url";

/**
 * Where the Worker's `virtual:invite-page` import comes from (see
 * worker/link-preview/invite-page-module.d.ts): the web app's server renderer.
 */
export const invitePageAlias = {
  "virtual:invite-page": fileURLToPath(
    new URL("../../web/ssr/render-invite-page.tsx", import.meta.url),
  ),
};
