import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { cancel, createEvent, publicView, submit } from "../../support/worker/events";

const cancelWithBody = (eventId: string, json: unknown) =>
  api(`/events/${eventId}/delete`, { method: "DELETE", json });

const names = async (eventId: string) => (await publicView(eventId)).responses.map((r) => r.name);

describe("DELETE /events/{id}/delete: the name and password", () => {
  it("cancels with the name and password in a JSON body, so no URL carries the password", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    await submit(event.id, { name: "본문", password: "body-pass" });
    const wrong = await cancelWithBody(event.id, { name: "본문", password: "wrong-pass" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      detail: "Invalid credentials",
      code: "invalid_credentials",
    });
    expect(await names(event.id)).toEqual(["본문"]);

    const res = await cancelWithBody(event.id, { name: "본문", password: "body-pass" });
    expect(res.status).toBe(200);
    expect(await names(event.id)).toEqual([]);
  });

  it("still takes the spec's query form", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    await submit(event.id, { name: "쿼리", password: "query-pass" });
    expect((await cancel(event.id, "쿼리", "query-pass")).status).toBe(200);
    expect(await names(event.id)).toEqual([]);
  });

  it("answers 422 in the API's shape for missing or half-given credentials, and cancels nothing", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    await submit(event.id, { name: "그대로", password: "stay-pass" });
    const cases: [string, () => Promise<Response>, (string | number)[]][] = [
      [
        "no body and no query",
        () => api(`/events/${event.id}/delete`, { method: "DELETE" }),
        ["body"],
      ],
      [
        "a body without the password",
        () => cancelWithBody(event.id, { name: "그대로" }),
        ["body", "password"],
      ],
      [
        "a query with only the name",
        () =>
          api(`/events/${event.id}/delete?name=${encodeURIComponent("그대로")}`, {
            method: "DELETE",
          }),
        ["query", "password"],
      ],
      [
        "a body that is not JSON",
        () => api(`/events/${event.id}/delete`, { method: "DELETE", body: "name=그대로" }),
        ["body"],
      ],
    ];
    for (const [what, call, loc] of cases) {
      const res = await call();
      expect(res.status, what).toBe(422);
      const body = (await res.json()) as { code: string; detail: { loc: (string | number)[] }[] };
      expect(body.code, what).toBe("validation_failed");
      expect(body.detail[0].loc, what).toEqual(loc);
    }
    expect(await names(event.id)).toEqual(["그대로"]);
  });

  it("answers 404 for an unknown event and 422 for a malformed id, with the body as with the query", async () => {
    const credentials = { name: "아무개", password: "some-pass" };
    const unknown = await cancelWithBody(crypto.randomUUID(), credentials);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "event_not_found" });
    const malformed = await cancelWithBody("not-a-uuid", credentials);
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toMatchObject({ code: "validation_failed" });
  });
});
