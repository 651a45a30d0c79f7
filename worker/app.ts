import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { ERRORS } from "#contract/error-codes";
import type { AppEnv } from "./context";
import { CachedRouter } from "./lib/cached-router";
import { ApiError } from "./lib/errors";
import { errorText } from "./lib/log-text";
import { appContext } from "./middleware/context";
import { requestBody } from "./middleware/request-body";
import { requestLog } from "./middleware/request-log";
import { apiSecurityHeaders } from "./middleware/security-headers";
import { calendarRoutes } from "./routes/calendar";
import { checkInRoutes } from "./routes/check-ins";
import { docsRoutes } from "./routes/docs";
import { erasureRoutes } from "./routes/erasures";
import { eventRoutes } from "./routes/events";
import { accountPushRoutes, hostNoticeRoutes } from "./routes/host-notices";
import { hostRoutes } from "./routes/hosts";
import { loginRoutes } from "./routes/login";
import { pollRoutes } from "./routes/polls";
import { publicResponseRoutes } from "./routes/public-responses";
import { invitePushRoutes, pushKeyRoutes } from "./routes/push";
import { seriesRoutes } from "./routes/series";
import { userRoutes } from "./routes/users";
import { utilRoutes } from "./routes/utils";

/** Every /api/v1 route, chained so the web app's typed client (`hc<AppType>`) sees them all. */
const api = new Hono<AppEnv>()
  .route("/", loginRoutes)
  .route("/users", accountPushRoutes)
  .route("/users", userRoutes)
  // Public routes first: the owner routes' token check must not catch them.
  .route("/events", publicResponseRoutes)
  .route("/events", erasureRoutes)
  .route("/events", calendarRoutes)
  .route("/events", invitePushRoutes)
  .route("/events", eventRoutes)
  .route("/events", hostRoutes)
  .route("/events", hostNoticeRoutes)
  .route("/events", checkInRoutes)
  .route("/polls", pollRoutes)
  .route("/series", seriesRoutes)
  .route("/push", pushKeyRoutes)
  .route("/utils", utilRoutes);

// `strict: false`: `/users/` and `/users` are the same route, as the FastAPI template's
// clients call them with the slash.
export const app = new Hono<AppEnv>({ strict: false, router: new CachedRouter() })
  .use("/api/*", requestLog)
  .use("/api/*", apiSecurityHeaders)
  .use("/api/*", requestBody)
  .use("/api/*", appContext)
  .route("/api/v1", api);

// Not part of AppType (the web client never calls them), and registered after every API route:
// the document is read off `app.routes` when first asked for.
app.route(
  "/api/v1",
  docsRoutes(() => app.routes),
);

app.notFound(() => {
  throw new ApiError("not_found");
});

app.onError((error, c) => {
  if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own refusals (none are expected: validation and limits throw ApiError) still
    // reply in the API's shape.
    return c.json({ detail: error.message, code: "validation_failed" }, 422);
  }
  const requestId = c.get("requestId");
  console.error(
    JSON.stringify({
      level: "error",
      msg: "unhandled",
      request_id: requestId,
      error: errorText(error),
    }),
  );
  const { detail } = ERRORS.internal_error;
  return c.json({ detail, code: "internal_error", request_id: requestId }, 500);
});

export type AppType = typeof api;
