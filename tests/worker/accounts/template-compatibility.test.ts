/**
 * Where the accounts API was brought to the FastAPI full-stack template's answers, or kept on
 * purpose apart from them, and not already pinned beside the route's other tests. Each case
 * is a row of docs/api-compatibility.md, which names where the others are pinned.
 */
import { describe, expect, it } from "vitest";
import { api, newUser, SUPERUSER, superuserToken, testToken } from "../../support/worker/api";
import { forgeToken } from "../../support/worker/tokens";

type UserBody = { id: string; email: string; created_at: string };

/** An instant as the users table writes it: UTC, to the millisecond. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const signup = (email: string) =>
  api("/users/signup", { method: "POST", json: { email, password: "password123" } });

async function everyUser(token: string): Promise<UserBody[]> {
  const res = await api("/users/?limit=1000", { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: UserBody[] }).data;
}

describe("a user's created_at", () => {
  it("is when the account was made, and the same in every answer that shows the user", async () => {
    const before = Date.now();
    const res = await signup(`made-${crypto.randomUUID().slice(0, 8)}@example.com`);
    expect(res.status).toBe(201);
    const made = (await res.json()) as UserBody;
    expect(made.created_at).toMatch(INSTANT);
    // Within a second of the request either side: D1's clock is not the test's.
    const at = Date.parse(made.created_at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    const admin = await superuserToken();
    const byId = await api(`/users/${made.id}`, { token: admin });
    expect(await byId.json()).toMatchObject({ created_at: made.created_at });
    const listed = (await everyUser(admin)).find((user) => user.id === made.id);
    expect(listed?.created_at).toBe(made.created_at);
    const patched = await api(`/users/${made.id}`, {
      method: "PATCH",
      token: admin,
      json: { full_name: "Renamed" },
    });
    expect(await patched.json()).toMatchObject({ created_at: made.created_at });
  });

  it("is there for the signed-in user, on /users/me and /login/test-token", async () => {
    const user = await newUser();
    const me = (await (await api("/users/me", { token: user.token })).json()) as UserBody;
    expect(me.created_at).toMatch(INSTANT);
    expect(await (await testToken(user.token)).json()).toMatchObject({
      created_at: me.created_at,
    });
  });
});

describe("GET /users/", () => {
  it("lists users newest first: the first superuser, made before anyone, comes last", async () => {
    await newUser();
    await newUser();
    const users = await everyUser(await superuserToken());
    // Newest first; two made in the same millisecond by their email, so pages stay put.
    const ordered = [...users].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || a.email.localeCompare(b.email),
    );
    expect(users.map((user) => user.id)).toEqual(ordered.map((user) => user.id));
    expect(users.at(-1)?.email).toBe(SUPERUSER.email);
    expect(new Set(users.map((user) => user.created_at)).size).toBeGreaterThan(1);
  });
});

describe("tokens that name no user the server vouches for", () => {
  // The template answers 403 to a token it did not sign and 404 to a deleted user's: both
  // mean "sign in again", which is 401 (RFC 6750's invalid_token), and the web app signs out
  // on 401 but would keep a dead token on a 404.
  const refusedAsUnauthorised = async (res: Response) => {
    expect(res.status).toBe(401);
    expect(res.headers.get("WWW-Authenticate")).toBe("Bearer");
    expect(await res.json()).toEqual({
      detail: "Could not validate credentials",
      code: "invalid_access_token",
    });
  };

  it("answers 401 to a token signed with another key", async () => {
    const user = await newUser();
    const forged = await forgeToken({
      sub: user.id,
      secret: "some-other-secret-key-that-is-long-enough-9876543210",
    });
    await refusedAsUnauthorised(await api("/users/me", { token: forged }));
  });

  it("answers 401 to the token of a user deleted since", async () => {
    const user = await newUser();
    expect((await api("/users/me", { method: "DELETE", token: user.token })).status).toBe(200);
    await refusedAsUnauthorised(await api("/users/me", { token: user.token }));
    await refusedAsUnauthorised(await api(`/users/${user.id}`, { token: user.token }));
  });
});

describe("the API document", () => {
  type Schema = { $ref?: string; properties?: Record<string, Schema>; required?: string[] };
  type Doc = {
    info: { description: string };
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    components: { schemas: Record<string, Schema> };
  };

  it("gives UserPublic its created_at and points to the list of differences", async () => {
    const doc = (await (await api("/openapi.json")).json()) as Doc;
    expect(doc.info.description).toContain("docs/api-compatibility.md");
    const answer = doc.paths["/api/v1/users/me"].get.responses["200"] as {
      content: Record<string, { schema: Schema }>;
    };
    let schema = answer.content["application/json"].schema;
    if (schema.$ref) schema = doc.components.schemas[schema.$ref.split("/").at(-1) ?? ""];
    expect(schema.required).toContain("created_at");
    expect(schema.properties?.created_at).toMatchObject({ type: "string", format: "date-time" });
  });
});
