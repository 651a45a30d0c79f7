import { describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import { api, newUser, superuserToken } from "../../support/worker/api";
import { createEvent, mirrorFlushesSettled, publicView, submit } from "../../support/worker/events";
import { DECISIONS, eventRoutes, normalise, validBody } from "./route-decisions";

/** The organiser routes (any event access), which another organiser must not reach. */
const ownerRoutes = () => eventRoutes().map(({ route }) => route);

function appRoutes(): string[] {
  const keys = app.routes
    .filter((route) => route.method !== "ALL")
    .map((route) => `${route.method} ${normalise(route.path)}`);
  return [...new Set(keys)].sort();
}

/** Waits for the room's flush after the submit, then requires the guest's row in the D1 mirror. */
async function waitForMirror(eventId: string, responseId: string) {
  const { env } = await import("cloudflare:workers");
  await mirrorFlushesSettled(env, eventId);
  const row = await env.DB.prepare("SELECT id FROM responses WHERE id = ? AND event_id = ?")
    .bind(responseId, eventId)
    .first();
  if (!row)
    throw new Error(`response ${responseId} is not in the D1 mirror after the room's flush`);
}

describe("the API's route table", () => {
  it("has an authorisation decision for every route", () => {
    const undecided = appRoutes().filter((route) => !(route in DECISIONS));
    expect(undecided).toEqual([]);
    const stale = Object.keys(DECISIONS).filter((route) => !appRoutes().includes(route));
    expect(stale).toEqual([]);
  });

  it("refuses another organiser on every owner route, and changes nothing", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const event = await createEvent(owner.token, { max_participants: 1, title: "비공개 모임" });
    const reply = (await (await submit(event.id, { name: "손님" })).json()) as {
      response: { id: string };
    };
    await waitForMirror(event.id, reply.response.id);
    const before = await publicView(event.id);

    expect(ownerRoutes().length).toBeGreaterThanOrEqual(6);
    for (const route of ownerRoutes()) {
      const [method, template] = route.split(" ");
      const path = template
        .replace("/api/v1", "")
        .replace(":event_id", event.id)
        .replace(":response_id", reply.response.id)
        .replace(":user_id", owner.id)
        .replace(":invitation_id", crypto.randomUUID());
      const res = await api(path, {
        method,
        token: intruder.token,
        ...validBody(method, template),
      });
      expect(res.status, `${route} answered ${res.status}`).toBe(404);
    }
    const after = await publicView(event.id);
    expect(after).toEqual(before);
    const own = await api(`/events/${event.id}`, { token: owner.token });
    expect(((await own.json()) as { title: string }).title).toBe("비공개 모임");
  });

  it("answers 404 for an unknown event and 422 for a malformed id on every owner route, never 5xx", async () => {
    const owner = await newUser();
    const own = await createEvent(owner.token, { title: "내 모임" });
    const unknown = crypto.randomUUID();
    const cases: [string, string, number][] = [
      ["an unknown id", unknown, 404],
      ["a malformed id", "not-a-uuid", 422],
    ];
    for (const route of ownerRoutes()) {
      for (const [what, id, status] of cases) {
        const [method, template] = route.split(" ");
        const path = template
          .replace("/api/v1", "")
          .replace(":event_id", id)
          .replace(":response_id", id)
          .replace(":user_id", id)
          .replace(":invitation_id", id);
        const res = await api(path, { method, token: owner.token, ...validBody(method, template) });
        const body = (await res.json()) as { code?: string };
        expect(res.status, `${route} with ${what} answered ${res.status}`).toBe(status);
        expect(body.code, `${route} with ${what}`).toBeTypeOf("string");
      }
    }
    // The owner's own event is untouched by all of it.
    const after = await api(`/events/${own.id}`, { token: owner.token });
    expect(((await after.json()) as { title: string }).title).toBe("내 모임");
  });

  it("refuses a normal user on every superuser route", async () => {
    const user = await newUser();
    const other = await newUser();
    const routes = Object.entries(DECISIONS).filter(([, decision]) => decision === "superuser");
    for (const [route] of routes) {
      const [method, template] = route.split(" ");
      const path = template
        .replace("/api/v1", "")
        .replace(":user_id", other.id)
        .replace(":email", encodeURIComponent(other.email));
      const res = await api(path, {
        method,
        token: user.token,
        ...(method === "POST" || method === "PATCH"
          ? { json: { email: "x@example.com", password: "password123", is_superuser: true } }
          : {}),
      });
      expect(res.status, `${route} answered ${res.status}`).toBe(403);
    }
    const stillThere = await api(`/users/${other.id}`, { token: await superuserToken() });
    expect(stillThere.status).toBe(200);
    expect(((await stillThere.json()) as { is_superuser: boolean }).is_superuser).toBe(false);
  });

  it("lets a user read only themself by id", async () => {
    const user = await newUser();
    const other = await newUser();
    expect((await api(`/users/${user.id}`, { token: user.token })).status).toBe(200);
    expect((await api(`/users/${other.id}`, { token: user.token })).status).toBe(403);
  });

  it("never answers 401 or 403 on a public route, even to a bad token", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const bad = "not-a-real-token";
    const calls: [string, RequestInit & { json?: unknown }][] = [
      [`/events/${event.id}/public`, {}],
      [
        `/events/${event.id}/submit`,
        { method: "POST", json: { name: "가", password: "1234", status: "maybe" } },
      ],
      [
        `/events/${event.id}/modify?name=가`,
        { method: "PUT", json: { password: "1234", status: "attending" } },
      ],
      [`/events/${event.id}/delete?name=가&password=9999`, { method: "DELETE" }],
      [`/events/${event.id}/my-link`, { method: "POST", json: { name: "가", password: "9999" } }],
      [`/events/${event.id}/my-response`, { headers: { "X-Response-Key": "A".repeat(43) } }],
      ["/utils/health-check/", {}],
    ];
    for (const [path, init] of calls) {
      const res = await api(path, { ...init, token: bad });
      expect([401, 403], `${path} answered ${res.status}`).not.toContain(res.status);
    }
  });
});
