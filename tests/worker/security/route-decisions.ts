import type { Access } from "../../../worker/services/event-access";

/**
 * Every API route's authorisation decision. A route added to the app without a line here
 * fails the route table test (route-authz.test.ts), so nobody can add an endpoint without
 * deciding who may call it. An organiser route names the access it needs on its event
 * (worker/services/event-access.ts says which roles have it), and
 * tests/worker/hosts/route-roles.test.ts runs each as owner, manager, checkin, stranger and
 * superuser against that table.
 */
export type Decision = "public" | "self" | "superuser" | "self-or-superuser" | Access;

export const DECISIONS: Record<string, Decision> = {
  "POST /api/v1/login/access-token": "public",
  "POST /api/v1/login/test-token": "self",
  "POST /api/v1/password-recovery/:email": "public",
  "POST /api/v1/reset-password": "public",
  "POST /api/v1/password-recovery-html-content/:email": "superuser",
  // With a host invitation's token, checked against the address signing up.
  "POST /api/v1/users/signup": "public",
  "GET /api/v1/users/me": "self",
  "GET /api/v1/users/me/export": "self",
  "GET /api/v1/users/me/push": "self",
  "PUT /api/v1/users/me/push": "self",
  "DELETE /api/v1/users/me/push": "self",
  // The old endpoint is the proof: the service worker that renews has no token.
  "PUT /api/v1/users/me/push/renewal": "public",
  "PATCH /api/v1/users/me": "self",
  "PATCH /api/v1/users/me/password": "self",
  "DELETE /api/v1/users/me": "self",
  // The token must have been sent to the caller's own address.
  "POST /api/v1/users/me/host-invitations": "self",
  "GET /api/v1/users": "superuser",
  "POST /api/v1/users": "superuser",
  "GET /api/v1/users/:user_id": "self-or-superuser",
  "PATCH /api/v1/users/:user_id": "superuser",
  "DELETE /api/v1/users/:user_id": "superuser",
  "GET /api/v1/events/:event_id/public": "public",
  "POST /api/v1/events/:event_id/submit": "public",
  "PUT /api/v1/events/:event_id/modify": "public",
  "DELETE /api/v1/events/:event_id/delete": "public",
  // '내 응답 링크': the link's key, not an account, opens one response.
  "POST /api/v1/events/:event_id/my-link": "public",
  "GET /api/v1/events/:event_id/my-response": "public",
  // The check-in pass of the response the link's key opens: the key is the proof.
  "GET /api/v1/events/:event_id/my-check-in-pass": "public",
  "PUT /api/v1/events/:event_id/my-response": "public",
  "DELETE /api/v1/events/:event_id/my-response": "public",
  // Series: the owner's own (hosts of an occurrence may read; another organiser gets a 404, as
  // for an event), the dialog's preview of a rule, and what the group's link shows anyone.
  "POST /api/v1/series/preview": "self",
  "GET /api/v1/series": "self",
  "GET /api/v1/series/:series_id": "self",
  "PUT /api/v1/series/:series_id": "self",
  "DELETE /api/v1/series/:series_id": "self",
  "GET /api/v1/series/:series_id/public": "public",
  "GET /api/v1/series/:series_id/calendar.ics": "public",
  // Date polls: the organiser's own polls (another's is a 404, as an event is), and the voters'
  // calls, opened by a name and a password.
  "GET /api/v1/polls": "self",
  "POST /api/v1/polls": "self",
  "GET /api/v1/polls/:poll_id": "self",
  "PUT /api/v1/polls/:poll_id": "self",
  "DELETE /api/v1/polls/:poll_id": "self",
  "POST /api/v1/polls/:poll_id/close": "self",
  "GET /api/v1/polls/:poll_id/public": "public",
  "GET /api/v1/polls/:poll_id/live": "public",
  "POST /api/v1/polls/:poll_id/votes": "public",
  "PUT /api/v1/polls/:poll_id/votes": "public",
  "DELETE /api/v1/polls/:poll_id/votes": "public",
  "POST /api/v1/events/:event_id/erase": "public",
  "POST /api/v1/events/:event_id/my-response/erase": "public",
  "PUT /api/v1/events/:event_id/push": "public",
  "DELETE /api/v1/events/:event_id/push": "public",
  // The old endpoint, which only its browser knows, is the proof (as for DELETE).
  "PUT /api/v1/events/:event_id/push/renewal": "public",
  "GET /api/v1/push/vapid-public-key": "public",
  // Over the caller's own events only.
  "GET /api/v1/events/participants/stats": "self",
  "DELETE /api/v1/events/responses/:response_id/admin-delete": "manage",
  "GET /api/v1/events": "self",
  "POST /api/v1/events": "self",
  "GET /api/v1/events/:event_id": "read",
  "PUT /api/v1/events/:event_id": "manage",
  "DELETE /api/v1/events/:event_id": "own",
  "GET /api/v1/events/:event_id/responses": "read",
  "GET /api/v1/events/:event_id/stats": "read",
  "POST /api/v1/events/:event_id/live-ticket": "read",
  "GET /api/v1/events/:event_id/announcement": "read-managed",
  "POST /api/v1/events/:event_id/announcement": "manage",
  "PUT /api/v1/events/:event_id/announcement": "manage",
  "POST /api/v1/events/:event_id/responses/:response_id/email": "manage",
  "GET /api/v1/events/:event_id/hosts": "own-read",
  "POST /api/v1/events/:event_id/hosts": "own",
  "PATCH /api/v1/events/:event_id/hosts/:user_id": "own",
  // The owner removes another host; a host may also leave (their own user_id:
  // tests/worker/hosts/removal.test.ts), which the role table does not run.
  "DELETE /api/v1/events/:event_id/hosts/:user_id": "own",
  "DELETE /api/v1/events/:event_id/host-invitations/:invitation_id": "own",
  "GET /api/v1/events/:event_id/log": "own-read",
  // Door keepers hear nothing of an event: the notices link to the responses page.
  "GET /api/v1/events/:event_id/notifications": "manage",
  "PUT /api/v1/events/:event_id/notifications": "manage",
  "POST /api/v1/events/:event_id/responses/:response_id/check-in": "door",
  "DELETE /api/v1/events/:event_id/responses/:response_id/check-in": "door",
  "POST /api/v1/events/:event_id/check-in": "door",
  "GET /api/v1/events/:event_id/live": "public",
  "GET /api/v1/events/:event_id/calendar.ics": "public",
  "GET /api/v1/utils/health-check": "public",
  "GET /api/v1/utils/outbox": "public",
  "GET /api/v1/utils/config": "public",
  "GET /api/v1/openapi.json": "public",
  "GET /api/v1/docs": "public",
};

const ACCESS_KINDS: readonly Decision[] = [
  "read",
  "read-managed",
  "door",
  "manage",
  "own",
  "own-read",
];

/** The organiser routes: those that act on one event, each with the access it needs. */
export const eventRoutes = () =>
  Object.entries(DECISIONS)
    .filter(([, decision]) => ACCESS_KINDS.includes(decision))
    .map(([route, decision]) => ({ route, access: decision as Access }));

/** A check-in pass's shape (a response id and 43 base64url characters), for a body that passes validation. */
export const ANY_PASS = `${crypto.randomUUID()}.${"A".repeat(43)}`;

/** A valid body for an organiser route, so that only the id and the caller's role stand in the way. */
export function validBody(method: string, template: string, pass = ANY_PASS) {
  const json = (body: unknown) => ({ json: body });
  if (template.endsWith("/announcement") && method !== "GET") return json({ message: "공지" });
  if (method === "PUT" && template.endsWith("/:event_id")) {
    return json({ title: "바뀐 제목", max_participants: 50 });
  }
  if (method === "POST" && template.endsWith("/email")) return json({ message: "안녕하세요" });
  if (method === "POST" && template.endsWith("/hosts")) {
    return json({
      email: `new-host-${crypto.randomUUID().slice(0, 8)}@example.com`,
      role: "checkin",
    });
  }
  if (method === "PATCH" && template.endsWith("/hosts/:user_id")) return json({ role: "manager" });
  if (method === "POST" && template.endsWith("/:event_id/check-in")) return json({ pass });
  if (method === "PUT" && template.endsWith("/notifications")) return json({ mode: "daily" });
  return {};
}

export const normalise = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);
