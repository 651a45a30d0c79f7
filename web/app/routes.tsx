import { type RouteObject, redirect } from "react-router";
import { PageLoading } from "../components/ui/page-loading";
import { RootError } from "../components/ui/root-error";
import { isSignedIn } from "../lib/auth-token";
import { Root } from "./root";

/** Sign-in, sign-up and password pages are for visitors: a signed-in one goes to /. */
const visitorsOnly = () => (isSignedIn() ? redirect("/") : null);
/**
 * /signup sends someone signed in to / as the other visitors' pages do; one who followed a host
 * invitation's link (/signup#host-invitation=…) keeps its token for this tab first,
 * and the dashboard then takes it (features/auth/use-kept-host-invitation.ts). The loader's
 * request carries no fragment; the window's address does. Loaded only then: no page's first
 * load carries it.
 */
async function signupLoader() {
  if (!isSignedIn()) return null;
  if (typeof window !== "undefined" && window.location.hash.includes("host-invitation=")) {
    const { keepHostInvitation, tokenInHash } = await import("../features/auth/host-invitation");
    const token = tokenInHash(window.location.hash);
    if (token) keepHostInvitation(token, null);
  }
  return redirect("/");
}
/** Every page of the signed-in layout: without a token, to /about. */
const membersOnly = () => (isSignedIn() ? null : redirect("/about"));

/** The spec also names the layout pages with a `/_layout` prefix; both readings work. */
const LAYOUT_ALIASES = ["items", "admin", "settings", "participants", "bug-report"];

/**
 * The route table, apart from the browser router so that the Worker can render an invite page
 * with the very same routes (web/ssr). Every page's code is loaded when it is first opened.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    HydrateFallback: PageLoading,
    // A page outside the signed-in frame that failed to open, or the frame itself.
    ErrorBoundary: RootError,
    children: [
      { path: "/login", loader: visitorsOnly, lazy: () => import("./routes/login") },
      { path: "/signup", loader: signupLoader, lazy: () => import("./routes/signup") },
      {
        path: "/recover-password",
        loader: visitorsOnly,
        lazy: () => import("./routes/recover-password"),
      },
      {
        path: "/reset-password",
        loader: visitorsOnly,
        lazy: () => import("./routes/reset-password"),
      },
      { path: "/about", lazy: () => import("./routes/about") },
      { path: "/events/:eventId/public", lazy: () => import("./routes/event-public") },
      { path: "/polls/:pollId", lazy: () => import("./routes/poll-public") },
      // A series' link for the group: its next occurrence's invite page (decision 0069).
      { path: "/series/:seriesId", lazy: () => import("./routes/series-public") },
      {
        path: "/events/:eventId/participants",
        lazy: () => import("./routes/event-participants"),
      },
      {
        // The signed-in frame is its own chunk: the pages strangers land on never load it.
        loader: membersOnly,
        lazy: async () => ({
          Component: (await import("./signed-in/app-layout")).AppLayout,
        }),
        children: [
          {
            // A page that failed to open shows its error inside the frame, its navigation and
            // all; the screen comes with the frame's own module (app-layout.tsx).
            lazy: async () => ({
              ErrorBoundary: (await import("./signed-in/app-layout")).PageError,
            }),
            children: [
              { index: true, lazy: () => import("./routes/dashboard") },
              { path: "/participants", lazy: () => import("./routes/participants") },
              {
                path: "/events/:eventId/responses",
                lazy: () => import("./routes/event-responses"),
              },
              // The door: checking people in from a phone, for every host of the event.
              { path: "/events/:eventId/door", lazy: () => import("./routes/event-door") },
              {
                // A date poll's votes as they come, for its organiser (routes/dashboard.tsx).
                path: "/polls/:pollId/tally",
                lazy: async () => ({
                  Component: (await import("./routes/dashboard")).PollTallyPage,
                }),
              },
              {
                // A series' occurrences, calendar feed and standing answers (routes/dashboard.tsx).
                path: "/series/:seriesId/manage",
                lazy: async () => ({
                  Component: (await import("./routes/dashboard")).SeriesPage,
                }),
              },
              { path: "/bug-report", lazy: () => import("./routes/bug-report") },
              { path: "/settings", lazy: () => import("./routes/settings") },
              { path: "/items", lazy: () => import("./routes/admin") },
              { path: "/admin", lazy: () => import("./routes/admin") },
              ...LAYOUT_ALIASES.map((page) => ({
                path: `/_layout/${page}`,
                loader: () => redirect(`/${page}`),
              })),
            ],
          },
        ],
      },
      {
        path: "*",
        lazy: async () => ({ Component: (await import("../components/ui/not-found")).NotFound }),
      },
    ],
  },
];
