import { createBrowserRouter } from "react-router";
import { whenSignedOut } from "../lib/api-response";
import { queryClient } from "../lib/query-client";
import { routes } from "./routes";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router over the route table; made once, by web/app/start.tsx. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  // Any 401/403 on a signed-in call: the token is already gone; forget its data, go to /login,
  // which says why when the refusal's code does (features/auth/components/signed-out-notice.tsx).
  whenSignedOut((refusal) => {
    queryClient.clear();
    void router.navigate("/login", { state: refusal });
  });
  return router;
}
