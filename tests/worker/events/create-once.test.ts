import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { inAWeek, range } from "../../support/worker/events";

// One date for every call: a retry sends the very same body.
const WHEN = inAWeek();

const create = (token: string, key: string | null, title = "송년회") =>
  api("/events/", {
    method: "POST",
    token,
    headers: key ? { "Idempotency-Key": key } : {},
    json: { title, event_date: WHEN },
  });

const countOf = async (token: string) =>
  ((await (await api("/events/", { token })).json()) as { count: number }).count;

describe("POST /events/ with an Idempotency-Key", () => {
  it("answers a retry with the event the first attempt made", async () => {
    const owner = await newUser();
    const first = await create(owner.token, "dialog-1");
    const retry = await create(owner.token, "dialog-1");
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    const made = (await first.json()) as { id: string };
    expect(((await retry.json()) as { id: string }).id).toBe(made.id);
    expect(await countOf(owner.token)).toBe(1);
  });

  it("makes one event when the same key arrives many times at once", async () => {
    const owner = await newUser();
    const replies = await Promise.all(range(8).map(() => create(owner.token, "reconnect")));
    const ids = await Promise.all(
      replies.map(async (res) => ((await res.json()) as { id: string }).id),
    );
    expect(replies.map((res) => res.status)).toEqual(range(8).map(() => 201));
    expect(new Set(ids).size).toBe(1);
    expect(await countOf(owner.token)).toBe(1);
  });

  it("refuses the same key with a different event, and makes nothing", async () => {
    const owner = await newUser();
    expect((await create(owner.token, "k", "송년회")).status).toBe(201);
    const other = await create(owner.token, "k", "신년회");
    expect(other.status).toBe(422);
    const body = (await other.json()) as { code: string; detail: { loc: string[] }[] };
    expect(body.code).toBe("idempotency_key_reused");
    expect(body.detail[0]?.loc).toEqual(["header", "idempotency-key"]);
    expect(await countOf(owner.token)).toBe(1);
  });

  it("keeps keys to their owner and lets calls without one create each time", async () => {
    const a = await newUser();
    const b = await newUser();
    expect((await create(a.token, "shared")).status).toBe(201);
    expect((await create(b.token, "shared")).status).toBe(201);
    expect(await countOf(b.token)).toBe(1);
    expect((await create(a.token, null)).status).toBe(201);
    expect((await create(a.token, null)).status).toBe(201);
    expect(await countOf(a.token)).toBe(3);
  });
});
