/**
 * The web app's server renderer (web/ssr/render-page.tsx), resolved by Vite's alias in
 * vite.config.ts and vitest.worker.config.ts. Declared here rather than imported by path so the
 * Worker's type check does not compile the web app's DOM code against the Workers types; the
 * web project checks the implementation against the same `RenderPage` type.
 */
declare module "virtual:render-page" {
  export const renderPage: import("#contract/invite-page").RenderPage;
  export const renderPosted: import("#contract/invite-page").RenderPosted;
  export const renderPollPage: import("#contract/poll-page").RenderPollPage;
  export const renderPollPosted: import("#contract/poll-page").RenderPollPosted;
  export const renderSeriesPage: import("#contract/series-page").RenderSeriesPage;
}
