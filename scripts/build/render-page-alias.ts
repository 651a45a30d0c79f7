import { fileURLToPath } from "node:url";

/**
 * Where the Worker's `virtual:render-page` import comes from (see
 * worker/pages/render-page-module.d.ts): the web app's server renderer.
 */
export const renderPageAlias = {
  "virtual:render-page": fileURLToPath(new URL("../../web/ssr/render-page.tsx", import.meta.url)),
};
