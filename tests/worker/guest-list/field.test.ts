import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { inADay, readUntil } from "../../support/worker/events";
import {
  eventShowing,
  GUEST_LISTS,
  type GuestList,
  maskedView,
  updateEvent,
} from "../../support/worker/guest-list";

/**
 * Decision 0041: an event's `guest_list` (`names`, `count` or `hidden`) is taken on create and
 * update, kept when an update leaves it out, refused (422 at `guest_list`) when it is anything
 * else, and returned on every organiser read and in the public view.
 */

type Listed = { data: { id: string; guest_list?: unknown }[]; count: number };

/** The event's `guest_list` as each read says it: the event, the organiser's list, the public view. */
async function guestListReads(token: string, eventId: string) {
  const event = (await (await api(`/events/${eventId}`, { token })).json()) as {
    guest_list?: unknown;
  };
  const list = (await (await api("/events/", { token })).json()) as Listed;
  const item = list.data.find((listed) => listed.id === eventId);
  return {
    event: event.guest_list,
    list: item?.guest_list,
    public: (await maskedView(eventId)).guest_list,
  };
}

const everywhere = (mode: GuestList) => ({ event: mode, list: mode, public: mode });

/** The event's row as D1 stores it (events.guest_list), once the write has reached it. */
async function storedGuestList(eventId: string, expected: GuestList) {
  const read = () =>
    env.DB.prepare("SELECT guest_list FROM events WHERE id = ?")
      .bind(eventId)
      .first<{ guest_list: string }>()
      .then((row) => row?.guest_list)
      .catch((error: unknown) => `unreadable: ${String(error)}`);
  return readUntil(read, (value) => value === expected, 3000);
}

describe("an event's guest_list", () => {
  it("is names when left out, on every read", async () => {
    const { token } = await newUser();
    const created = await eventShowing(token, undefined, { title: "기본 명단" });
    expect((created as { guest_list?: unknown }).guest_list).toBe("names");
    expect(await guestListReads(token, created.id)).toEqual(everywhere("names"));
    expect(await storedGuestList(created.id, "names")).toBe("names");
  });

  it.each(GUEST_LISTS)("is taken as %s on create and returned on every read", async (mode) => {
    const { token } = await newUser();
    const created = await eventShowing(token, mode, { title: `${mode} 명단` });
    expect((created as { guest_list?: unknown }).guest_list).toBe(mode);
    expect(await guestListReads(token, created.id)).toEqual(everywhere(mode));
    expect(await storedGuestList(created.id, mode)).toBe(mode);
  });

  it("changes on update, and an update that leaves it out keeps it", async () => {
    const { token } = await newUser();
    const event = await eventShowing(token, "names", { title: "바꾸는 명단" });
    for (const mode of ["hidden", "count", "names", "hidden"] as const) {
      const res = await updateEvent(token, event.id, { guest_list: mode });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { guest_list?: unknown }).guest_list).toBe(mode);
      expect(await guestListReads(token, event.id)).toEqual(everywhere(mode));
    }
    const titled = await updateEvent(token, event.id, { title: "제목만 바꿈" });
    expect(titled.status).toBe(200);
    expect(((await titled.json()) as { guest_list?: unknown }).guest_list).toBe("hidden");
    expect(await guestListReads(token, event.id)).toEqual(everywhere("hidden"));
    expect(await storedGuestList(event.id, "hidden")).toBe("hidden");
  });

  const WRONG: unknown[] = ["all", "Names", "HIDDEN", "", "none", null, 1, true, ["names"]];

  it("refuses anything else on create with a 422 at guest_list, and makes no event", async () => {
    const { token } = await newUser();
    for (const wrong of WRONG) {
      const res = await api("/events/", {
        method: "POST",
        token,
        json: { title: "잘못된 명단", event_date: inADay(), guest_list: wrong },
      });
      expect(res.status, JSON.stringify(wrong)).toBe(422);
      const { detail } = (await res.json()) as { detail: { loc: (string | number)[] }[] };
      expect(
        detail.map((issue) => issue.loc),
        JSON.stringify(wrong),
      ).toEqual([["body", "guest_list"]]);
    }
    const list = (await (await api("/events/", { token })).json()) as Listed;
    expect(list.count).toBe(0);
  });

  it("refuses anything else on update with a 422 at guest_list, and changes nothing", async () => {
    const { token } = await newUser();
    const event = await eventShowing(token, "count", { title: "그대로 둘 명단" });
    for (const wrong of WRONG) {
      // Alongside a valid change: the whole update is refused, the title too.
      const res = await updateEvent(token, event.id, { title: "바뀌면 안 됨", guest_list: wrong });
      expect(res.status, JSON.stringify(wrong)).toBe(422);
      const { detail } = (await res.json()) as { detail: { loc: (string | number)[] }[] };
      expect(detail.map((issue) => issue.loc)).toEqual([["body", "guest_list"]]);
    }
    expect(await guestListReads(token, event.id)).toEqual(everywhere("count"));
    expect((await maskedView(event.id)).title).toBe("그대로 둘 명단");
  });
});

describe("the OpenAPI document", () => {
  type Schema = {
    properties?: Record<string, { enum?: string[]; anyOf?: unknown[]; default?: unknown }>;
    required?: string[];
  };
  type Doc = {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content: Record<string, { schema: Schema }> };
          responses: Record<string, unknown>;
        }
      >
    >;
  };

  it("describes guest_list where events are written and read, and seat_state in the public view", async () => {
    const doc = (await (await api("/openapi.json")).json()) as Doc;
    for (const [method, path] of [
      ["post", "/api/v1/events"],
      ["put", "/api/v1/events/{event_id}"],
    ] as const) {
      const body = doc.paths[path]?.[method]?.requestBody?.content["application/json"]?.schema;
      expect(body?.properties?.guest_list?.enum, `${method} ${path}`).toEqual([
        "names",
        "count",
        "hidden",
      ]);
      expect(body?.required ?? [], `${method} ${path}`).not.toContain("guest_list");
    }
    for (const path of ["/api/v1/events/{event_id}", "/api/v1/events"]) {
      expect(JSON.stringify(doc.paths[path]?.get?.responses), path).toContain('"guest_list"');
    }
    const publicView = JSON.stringify(
      doc.paths["/api/v1/events/{event_id}/public"]?.get?.responses,
    );
    expect(publicView).toContain('"guest_list"');
    expect(publicView).toContain('"seat_state"');
    for (const state of ["open", "queue", "full"]) expect(publicView).toContain(`"${state}"`);
  });
});
