import { describe, expect, it } from "vitest";
import { BOOKMARK_HEADER } from "#contract/bookmark";
import { api, newUser } from "../../support/worker/api";

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
