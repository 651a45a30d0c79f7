/**
 * The web app's server renderer (web/ssr/render-invite-page.tsx), resolved by Vite's alias in
 * vite.config.ts and vitest.worker.config.ts. Declared here rather than imported by path so the
 * Worker's type check does not compile the web app's DOM code against the Workers types; the
 * web project checks the implementation against the same `RenderInvitePage` type.
 */
declare module "virtual:invite-page" {
  export const renderInvitePage: import("../contract/page-data").RenderInvitePage;
}
