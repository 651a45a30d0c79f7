import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { createEvent, submit } from "../../support/worker/events";

describe("GET /events/{id}/public caching", () => {
  it("answers 304 without a body while the snapshot is unchanged, and 200 after a change", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const first = await api(`/events/${event.id}/public`);
    const etag = first.headers.get("ETag");
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/"\d+-[01]"$/);

    const again = await api(`/events/${event.id}/public`, {
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    await submit(event.id, { name: "새 사람" });
    const changed = await api(`/events/${event.id}/public`, {
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(((await changed.json()) as { total_responses: number }).total_responses).toBe(1);
  });
});
