import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./context";
import { ApiError } from "./lib/errors";
import { appContext } from "./middleware/context";
import { requestLog } from "./middleware/request-log";
import { apiSecurityHeaders } from "./middleware/security-headers";
import { docsRoutes } from "./routes/docs";
import { eventRoutes } from "./routes/events";
import { loginRoutes } from "./routes/login";
import { publicResponseRoutes } from "./routes/public-responses";
import { userRoutes } from "./routes/users";
import { utilRoutes } from "./routes/utils";

export const MAX_BODY_BYTES = 64 * 1024;

/** Every /api/v1 route, chained so the web app's typed client (`hc<AppType>`) sees them all. */
const api = new Hono<AppEnv>()
  .route("/", loginRoutes)
  .route("/users", userRoutes)
  // Public routes first: the owner routes' token check must not catch them.
  .route("/events", publicResponseRoutes)
  .route("/events", eventRoutes)
  .route("/utils", utilRoutes);

// `strict: false`: `/users/` and `/users` are the same route, as in the spec's calls.
export const app = new Hono<AppEnv>({ strict: false })
  .use("/api/*", requestLog)
  .use("/api/*", apiSecurityHeaders)
  .use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ detail: "Request body too large" }, 413),
    }),
  )
  .use("/api/*", appContext)
  .route("/api/v1", api);

// Not part of AppType (the web client never calls them), and registered after every API route:
// the document is read off `app.routes` when first asked for.
app.route(
  "/api/v1",
  docsRoutes(() => app.routes),
);

app.notFound((c) => c.json({ detail: "Not Found" }, 404));

app.onError((error, c) => {
  if (error instanceof ApiError) {
    return c.json({ detail: error.detail }, error.status, error.headers);
  }
  if (error instanceof HTTPException) {
    const res = error.getResponse();
    if (res.headers.get("content-type")?.includes("json")) return res;
    return c.json({ detail: error.message || res.statusText }, error.status);
  }
  const requestId = c.get("requestId");
  console.error(
    JSON.stringify({
      level: "error",
      msg: "unhandled",
      request_id: requestId,
      error: String(error),
    }),
  );
  return c.json({ detail: "Internal Server Error", request_id: requestId }, 500);
});

export type AppType = typeof api;
