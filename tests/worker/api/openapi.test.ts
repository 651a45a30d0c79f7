import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import { SUMMARIES } from "../../../worker/docs/summaries";
import { API, api } from "../../support/worker/api";

interface Operation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  enum?: string[];
  minimum?: number;
  maximum?: number;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
}

const DOCS_ROUTES = ["GET /api/v1/openapi.json", "GET /api/v1/docs"];

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

/** Every route the app serves, as "METHOD /path/{param}" (middleware registrations left out). */
function appOperations(): string[] {
  const keys = app.routes
    .filter((route) => route.method !== "ALL")
    .map((route) => `${route.method} ${normalise(route.path)}`)
    .filter((key) => !DOCS_ROUTES.includes(key))
    .map((key) => key.replace(/:([A-Za-z0-9_]+)/g, "{$1}"));
  return [...new Set(keys)].sort();
}

async function openApi(): Promise<Document> {
  const res = await api("/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  return (await res.json()) as Document;
}

const operation = (doc: Document, method: string, path: string) => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
};

/** The request bodies that write an event: create and update (an optional field is in both). */
const eventBodies = (doc: Document) =>
  [
    operation(doc, "post", "/api/v1/events"),
    operation(doc, "put", "/api/v1/events/{event_id}"),
  ].map((written) => written.requestBody?.content["application/json"]?.schema);

describe("GET /api/v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document with an operation for every API route of the app", async () => {
    const doc = await openApi();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const routes = appOperations();
    expect(routes.length).toBeGreaterThan(30);
    expect(documented).toEqual(routes);
  });

  it("declares every path parameter, from the route's own validator", async () => {
    const doc = await openApi();
    for (const [path, item] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(item)) {
        const declared = (op.parameters ?? [])
          .filter((p) => p.in === "path")
          .map((p) => p.name)
          .sort();
        expect(declared, `${method} ${path}`).toEqual(names);
        for (const p of op.parameters ?? []) {
          if (p.in === "path") expect(p.required, `${method} ${path} ${p.name}`).toBe(true);
        }
      }
    }
    const { parameters } = operation(doc, "get", "/api/v1/events/{event_id}");
    expect(parameters?.[0]?.schema).toMatchObject({ type: "string", format: "uuid" });
  });

  it("takes the response password rules of submit from the zod schema", async () => {
    const doc = await openApi();
    const submit = operation(doc, "post", "/api/v1/events/{event_id}/submit");
    const schema = submit.requestBody?.content["application/json"]?.schema;
    expect(schema?.type).toBe("object");
    expect(schema?.properties?.password).toMatchObject({
      type: "string",
      minLength: 4,
      maxLength: 20,
    });
    expect(schema?.required).toEqual(expect.arrayContaining(["name", "password", "status"]));
    expect(submit.security).toEqual([]);
    expect(submit.responses).toHaveProperty("201");
    expect(submit.responses).toHaveProperty("422");
    const idempotency = submit.parameters?.find((p) => p.name === "idempotency-key");
    expect(idempotency).toMatchObject({ in: "header" });
    expect(idempotency?.required ?? false).toBe(false);
  });

  it("gives every operation a summary of its own, and keeps none for a route that is gone", async () => {
    const doc = await openApi();
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, "")}`,
        summary: op.summary,
      })),
    );
    expect(operations.filter((op) => !op.summary).map((op) => op.key)).toEqual([]);
    expect(Object.keys(SUMMARIES).sort()).toEqual(operations.map((op) => op.key).sort());
    const summaries = operations.map((op) => op.summary);
    expect(new Set(summaries).size).toBe(summaries.length);
  });

  it("documents the replies that are not JSON as what they are", async () => {
    const doc = await openApi();
    const live = operation(doc, "get", "/api/v1/events/{event_id}/live");
    expect(Object.keys(live.responses).filter((status) => status.startsWith("1"))).toEqual(["101"]);
    expect(live.responses["200"]).toBeUndefined();
    const media = (method: string, path: string) =>
      Object.keys(
        (operation(doc, method, path).responses["200"] as { content: Record<string, unknown> })
          .content,
      );
    expect(media("get", "/api/v1/events/{event_id}/calendar.ics")).toEqual(["text/calendar"]);
    expect(media("post", "/api/v1/password-recovery-html-content/{email}")).toEqual(["text/html"]);
    expect(media("get", "/api/v1/utils/outbox")).toEqual(["application/json"]);
  });

  it("describes sign-in as a form-encoded body and token routes as secured", async () => {
    const doc = await openApi();
    const login = operation(doc, "post", "/api/v1/login/access-token");
    expect(Object.keys(login.requestBody?.content ?? {})).toEqual([
      "application/x-www-form-urlencoded",
    ]);
    const form = login.requestBody?.content["application/x-www-form-urlencoded"]?.schema;
    expect(form?.required).toEqual(expect.arrayContaining(["username", "password"]));
    expect(login.security).toEqual([]);

    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    for (const [method, path] of [
      ["get", "/api/v1/users/me"],
      ["get", "/api/v1/events"],
      ["get", "/api/v1/events/{event_id}/stats"],
      ["delete", "/api/v1/users/{user_id}"],
    ]) {
      expect(operation(doc, method, path).security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
    // Public routes mounted under the same prefix as the organiser's token check stay public,
    // and say so: an empty list is "no token", where a missing one would leave it unsaid.
    for (const [method, path] of [
      ["get", "/api/v1/events/{event_id}/public"],
      ["delete", "/api/v1/events/{event_id}/delete"],
      ["post", "/api/v1/users/signup"],
      ["get", "/api/v1/utils/health-check"],
    ]) {
      expect(operation(doc, method, path).security, `${method} ${path}`).toEqual([]);
    }
  });

  it("describes an event's time zone where events are written and read", async () => {
    const doc = await openApi();
    const create = operation(doc, "post", "/api/v1/events").requestBody?.content["application/json"]
      ?.schema;
    expect(create?.properties?.time_zone?.type).toBe("string");
    expect(create?.required ?? []).not.toContain("time_zone");
    const update = operation(doc, "put", "/api/v1/events/{event_id}").requestBody?.content[
      "application/json"
    ]?.schema;
    expect(update?.properties?.time_zone?.type).toBe("string");
    const read = JSON.stringify(
      operation(doc, "get", "/api/v1/events/{event_id}/public").responses,
    );
    expect(read).toContain("time_zone");
  });

  it("describes the reminder where events are written and read, and its answers in the organiser's list", async () => {
    const doc = await openApi();
    for (const body of eventBodies(doc)) {
      expect(JSON.stringify(body?.properties?.reminder_hours)).toContain('"maximum":168');
      expect(body?.required ?? []).not.toContain("reminder_hours");
    }
    const read = JSON.stringify(operation(doc, "get", "/api/v1/events/{event_id}").responses);
    expect(read).toContain("reminder_hours");
    expect(
      JSON.stringify(operation(doc, "get", "/api/v1/events/{event_id}/public").responses),
    ).toContain("reminder_at");
    const list = JSON.stringify(
      operation(doc, "get", "/api/v1/events/{event_id}/responses").responses,
    );
    for (const name of ["confirmed_at", "reminder"]) expect(list).toContain(`"${name}"`);
  });

  it("describes the organiser's contact line where events are written and read", async () => {
    const doc = await openApi();
    for (const body of eventBodies(doc)) {
      expect(JSON.stringify(body?.properties?.contact)).toContain('"maxLength":200');
      expect(body?.required ?? []).not.toContain("contact");
    }
    for (const path of ["/api/v1/events/{event_id}", "/api/v1/events/{event_id}/public"]) {
      expect(JSON.stringify(operation(doc, "get", path).responses)).toContain('"contact"');
    }
  });

  it("describes guests and seat offers where events and responses are written and read", async () => {
    const doc = await openApi();
    const create = operation(doc, "post", "/api/v1/events").requestBody?.content["application/json"]
      ?.schema;
    expect(create?.properties?.promotion?.enum).toEqual(["instant", "offer"]);
    expect(create?.properties?.offer_hours).toMatchObject({ minimum: 1, maximum: 72 });
    expect(create?.properties?.max_guests).toMatchObject({ minimum: 0, maximum: 10 });
    // A request may not ask for 'offered': only the room gives it.
    const submit = operation(doc, "post", "/api/v1/events/{event_id}/submit").requestBody?.content[
      "application/json"
    ]?.schema;
    expect(submit?.properties?.status?.enum).toEqual([
      "attending",
      "not_attending",
      "maybe",
      "waiting",
    ]);
    expect(submit?.properties?.guests).toMatchObject({ minimum: 0 });
    const read = JSON.stringify(
      operation(doc, "get", "/api/v1/events/{event_id}/public").responses,
    );
    for (const name of [
      '"offered"',
      "offer_expires_at",
      "attending_seats",
      "waiting_seats",
      "offered_seats",
      "offered_count",
    ]) {
      expect(read).toContain(name);
    }
    const stats = JSON.stringify(
      operation(doc, "get", "/api/v1/events/{event_id}/stats").responses,
    );
    for (const name of ["attending_seats", "waiting_seats", "offered_seats"]) {
      expect(stats).toContain(name);
    }
    const modified = JSON.stringify(
      operation(doc, "put", "/api/v1/events/{event_id}/modify").responses,
    );
    expect(modified).toContain('"offered"');
  });

  it("documents a deleted event's invite link: 410 with the refusal and what the page says", async () => {
    const doc = await openApi();
    const gone = operation(doc, "get", "/api/v1/events/{event_id}/public").responses["410"] as {
      content: Record<string, { schema: JsonSchema }>;
    };
    const schema = gone.content["application/json"].schema;
    expect(schema.required).toEqual(expect.arrayContaining(["detail", "code", "event"]));
    expect(JSON.stringify(schema.properties?.code)).toContain("event_cancelled");
    expect(Object.keys(schema.properties?.event?.properties ?? {}).sort()).toEqual([
      "cancelled_at",
      "contact",
      "event_date",
      "id",
      "time_zone",
      "time_zone_name",
      "title",
    ]);
  });

  it("is the same document on every call", async () => {
    const first = await (await api("/openapi.json")).text();
    const second = await (await api("/openapi.json")).text();
    expect(second).toBe(first);
  });
});

describe("GET /api/v1/docs", () => {
  it("answers a page that loads only same-origin scripts, with the security headers", async () => {
    const res = await api("/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body.trim(), "no inline script").toBe("");
      const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
      expect(src).toBeDefined();
      expect(new URL(src as string, API).origin).toBe(new URL(API).origin);
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/https?:\/\//);

    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("strict-transport-security")).toBeTruthy();
    expect(res.headers.get("referrer-policy")).toBeTruthy();

    // Swagger UI's files come from this origin's assets (the browser tests load them).
    for (const file of ["swagger-ui.css", "swagger-ui-bundle.js", "swagger-init.js"]) {
      expect(html).toContain(`"/api-docs/${file}"`);
    }
  });

  it("keeps the API's deny-all policy everywhere else", async () => {
    for (const path of ["/openapi.json", "/utils/health-check", "/users/me"]) {
      const res = await api(path);
      expect(res.headers.get("content-security-policy"), path).toContain("default-src 'none'");
      expect(res.headers.get("content-security-policy"), path).not.toContain("script-src");
    }
  });

  it("is also reached through the Worker's entry with a trailing slash", async () => {
    const res = await exports.default.fetch(new Request(`${API}/docs/`));
    expect(res.status).toBe(200);
  });
});
