import { env } from "cloudflare:workers";

/**
 * An environment that counts the Worker's round trips: D1 (each statement run, each batch)
 * and event rooms (each call on a room's stub), and records how each D1 session was opened
 * (`sessions`: "first-primary", "first-unconstrained" or the bookmark it was anchored at). Keep one for a whole test, so the once-per-
 * isolate work (configuration, first superuser) is done by a first, uncounted request.
 */
export function countingEnv(extra: Partial<Cloudflare.Env> = {}) {
  const counts = { d1: 0, room: 0 };
  const sessions: string[] = [];
  const statement = (real: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(real, {
      get(target, key) {
        if (key === "__real") return target;
        const value = Reflect.get(target, key, target);
        if (typeof value !== "function") return value;
        if (key === "bind") return (...args: unknown[]) => statement(value.apply(target, args));
        return (...args: unknown[]) => {
          counts.d1 += 1;
          return value.apply(target, args);
        };
      },
    });
  const unwrap = (s: D1PreparedStatement) =>
    (s as unknown as { __real: D1PreparedStatement }).__real ?? s;
  const queries = <T extends D1Database | D1DatabaseSession>(real: T): T =>
    new Proxy(real, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (typeof value !== "function") return value;
        if (key === "prepare") return (sql: string) => statement(value.call(target, sql));
        if (key === "batch") {
          return (statements: D1PreparedStatement[]) => {
            counts.d1 += 1;
            return value.call(target, statements.map(unwrap));
          };
        }
        if (key === "withSession") {
          return (arg?: string) => {
            sessions.push(arg ?? "first-unconstrained");
            return queries(value.call(target, arg));
          };
        }
        return value.bind(target);
      },
    });
  const rooms = new Proxy(env.EVENT_ROOM, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      if (key !== "get") return value.bind(target);
      return (id: DurableObjectId) => {
        const stub = value.call(target, id);
        return new Proxy(stub, {
          get(stubTarget, method) {
            const member = Reflect.get(stubTarget, method);
            if (typeof method !== "string" || typeof member !== "function") return member;
            // RPC methods are called through the stub, never detached from it.
            const callable = stubTarget as unknown as Record<
              string,
              (...args: unknown[]) => unknown
            >;
            return (...args: unknown[]) => {
              counts.room += 1;
              return callable[method]?.(...args);
            };
          },
        });
      };
    },
  });
  const counted = { ...env, DB: queries(env.DB), EVENT_ROOM: rooms, ...extra } as Cloudflare.Env;
  return {
    env: counted,
    sessions,
    /** The round trips made by `action`. */
    async during(action: () => Promise<unknown>) {
      const before = { ...counts };
      await action();
      return { d1: counts.d1 - before.d1, room: counts.room - before.room };
    },
  };
}
