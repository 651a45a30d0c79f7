import { describe, expect, it } from "vitest";
import { BOOKMARK_HEADER } from "#contract/bookmark";
import { API, api, newUser } from "../../support/worker/api";
import { countingEnv } from "../../support/worker/round-trips";
import { callWorker, incoming } from "../../support/worker/worker-fetch";

describe("reads near the reader see the reader's own writes", () => {
  it("answers each call with a D1 bookmark; a read sent with it sees the write before it", async () => {
    const { token } = await newUser();
    const created = await api("/events/", {
      method: "POST",
      token,
      json: { title: "북마크", event_date: "2031-12-19T10:00:00Z" },
    });
    expect(created.status).toBe(201);
    const bookmark = created.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toMatch(/^[0-9A-Za-z-]+$/);
    const { id } = (await created.json()) as { id: string };

    const read = await api(`/events/${id}`, {
      token,
      headers: { [BOOKMARK_HEADER]: bookmark ?? "" },
    });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { title: string }).title).toBe("북마크");
    // The read's own bookmark is at least as new as the one it was given.
    const after = read.headers.get(BOOKMARK_HEADER) ?? "";
    expect(after >= (bookmark ?? "")).toBe(true);

    const list = await api("/events/", { token, headers: { [BOOKMARK_HEADER]: after } });
    const events = (await list.json()) as { data: { id: string }[] };
    expect(events.data.map((event) => event.id)).toContain(id);
  });

  it("takes a made-up or hostile bookmark as none", async () => {
    const { token } = await newUser();
    for (const bogus of [
      "not a bookmark",
      "x".repeat(500),
      "00000000-ffffffff-zzzz",
      "'; DROP TABLE events; --",
    ]) {
      const res = await api("/events/", { token, headers: { [BOOKMARK_HEADER]: bogus } });
      expect(res.status, bogus).toBe(200);
    }
  });
});

describe("writes read the primary", () => {
  it("opens a write's session at the primary whatever bookmark the client sends; a read keeps its bookmark", async () => {
    const { token } = await newUser();
    const created = await api("/events/", {
      method: "POST",
      token,
      json: { title: "주 데이터베이스", event_date: "2031-12-19T10:00:00Z" },
    });
    const bookmark = created.headers.get(BOOKMARK_HEADER) ?? "";
    const { id } = (await created.json()) as { id: string };
    const counting = countingEnv();
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await callWorker(
        incoming(`${API}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            "content-type": "application/json",
            [BOOKMARK_HEADER]: bookmark,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        counting.env,
      );
      await res.arrayBuffer();
      return res.status;
    };

    const writes: [string, string, unknown, number][] = [
      ["PUT", `/events/${id}`, { title: "바뀐 제목" }, 200],
      ["POST", `/events/${id}/live-ticket`, undefined, 200],
      ["DELETE", `/events/${id}`, undefined, 200],
    ];
    for (const [method, path, body, status] of writes) {
      const before = counting.sessions.length;
      expect(await call(method, path, body), `${method} ${path}`).toBe(status);
      expect(counting.sessions.slice(before), `${method} ${path}`).toEqual(["first-primary"]);
    }

    const before = counting.sessions.length;
    expect(await call("GET", "/events/")).toBe(200);
    expect(counting.sessions.slice(before)).toEqual([bookmark]);
  });
});
