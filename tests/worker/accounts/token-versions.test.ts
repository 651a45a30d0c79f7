import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { API, api, changePassword, newUser } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";
import { forgeToken } from "../../support/worker/tokens";
import { executionContext, incoming } from "../../support/worker/worker-fetch";

/** The database binding, noting which kind of session each request opens. */
function watchedDb() {
  const sessions: string[] = [];
  const db = new Proxy(env.DB, {
    get(target, key) {
      if (key === "withSession") {
        return (constraint: string) => {
          sessions.push(constraint);
          return target.withSession(constraint);
        };
      }
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, sessions };
}

/** The database binding, noting each D1 batch: the kind of session it ran on, its statements. */
function batchesWatched() {
  const batches: [string, number][] = [];
  const db = new Proxy(env.DB, {
    get(target, key) {
      if (key === "withSession") {
        return (constraint: string) => {
          const session = target.withSession(constraint);
          return new Proxy(session, {
            get(real, member) {
              const value = Reflect.get(real, member);
              if (typeof value !== "function") return value;
              if (member !== "batch") return value.bind(real);
              return (statements: D1PreparedStatement[]) => {
                batches.push([constraint, statements.length]);
                return real.batch(statements);
              };
            },
          });
        };
      }
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, batches };
}

const me = (token: string, db: D1Database) =>
  worker.fetch(
    incoming(`${API}/users/me`, { headers: { Authorization: `Bearer ${token}` } }),
    { ...env, DB: db },
    executionContext,
  );

describe("access tokens across a password change", () => {
  it("the token the change answers with works on the next call, the old one does not", async () => {
    const user = await newUser();
    const fresh = await changePassword(user.token, user.password, "changed-password-1");
    expect((await api("/users/me", { token: fresh })).status).toBe(200);
    expect((await api("/users/me", { token: user.token })).status).toBe(401);
  });

  // The other device's app reads the code to say why it is back at the login page.
  it("refuses a token from before the change as password_changed, any other as invalid", async () => {
    const user = await newUser();
    await changePassword(user.token, user.password, "changed-password-2");
    const old = await api("/events/", { token: user.token });
    expect(old.status).toBe(401);
    expect(old.headers.get("WWW-Authenticate")).toBe("Bearer");
    expect(await old.json()).toEqual({ detail: expect.any(String), code: "password_changed" });
    // A version the account never had, and a token that is not one, are not a password change.
    const ahead = await api("/users/me", { token: await forgeToken({ sub: user.id, ver: 5 }) });
    expect(await ahead.json()).toMatchObject({ code: "invalid_access_token" });
    const garbage = await api("/users/me", { token: "not-a-token" });
    expect(await garbage.json()).toMatchObject({ code: "invalid_access_token" });
  });

  // With read replication, a reload (which forgets the D1 bookmark) may read the account from
  // a replica that has not seen the change yet: a token ahead of that row is checked again on
  // the primary rather than refused.
  it("reads the account again on the primary for a token newer than the row read", async () => {
    const user = await newUser();
    const ahead = await forgeToken({ sub: user.id, ver: 1 });
    const watched = watchedDb();
    // The primary does not know that version either: still refused.
    expect((await me(ahead, watched.db)).status).toBe(401);
    expect(watched.sessions).toEqual(["first-unconstrained", "first-primary"]);
  });

  it("does not go to the primary for a token of the row's own version", async () => {
    const user = await newUser();
    const watched = watchedDb();
    expect((await me(user.token, watched.db)).status).toBe(200);
    expect(watched.sessions).toEqual(["first-unconstrained"]);
  });

  // An owner route reads its event with the user (one batch): moved to the primary, it reads
  // both there, so the event it answers about is the primary's too.
  it("reads what the route reads with the user again on the primary", async () => {
    const user = await newUser();
    const event = await createEvent(user.token, { title: "주 데이터베이스" });
    const ahead = await forgeToken({ sub: user.id, ver: 1 });
    for (const [path, statements] of [
      [`/events/${event.id}`, 2],
      ["/events/?skip=0&limit=10", 3],
    ] as const) {
      const watched = batchesWatched();
      const res = await worker.fetch(
        incoming(`${API}${path}`, { headers: { Authorization: `Bearer ${ahead}` } }),
        { ...env, DB: watched.db },
        executionContext,
      );
      expect(res.status, path).toBe(401);
      expect(watched.batches, path).toEqual([
        ["first-unconstrained", statements],
        ["first-primary", statements],
      ]);
    }
  });
});
