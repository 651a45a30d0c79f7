import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { api, newUser, provenUser } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import { publicView, submit } from "../../support/worker/events";
import { addHost } from "../../support/worker/hosts";
import { createSeries, datesOf, readSeries, sweepRuns } from "../../support/worker/series";

/**
 * Editing one occurrence against editing the series, ending it, its feed (read with a real
 * iCalendar parser) and the group's link (decision 0069), all through HTTP.
 */

const DAY = 86_400_000;

async function series(max: number | null = null) {
  const clock = testClock();
  clock.pass(Date.parse("2026-12-05T00:00:00Z") - Date.now());
  const owner = await newUser();
  const first = await createSeries(owner.token, "FREQ=WEEKLY;BYDAY=TU", {
    event_date: "2026-12-08T10:30:00.000Z",
    max_participants: max,
  });
  const seriesId = first.series_id ?? "";
  const read = await readSeries(owner.token, seriesId);
  return { clock, owner, seriesId, ids: read.occurrences.map((o) => o.id) };
}

const feedOf = async (seriesId: string) => {
  const res = await api(`/series/${seriesId}/calendar.ics`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toContain("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  return calendar.getAllSubcomponents("vevent").map((event) => ({
    uid: String(event.getFirstPropertyValue("uid")),
    status: event.getFirstPropertyValue("status"),
    tzid: event.getFirstProperty("dtstart")?.getParameter("tzid"),
    start: String(event.getFirstPropertyValue("dtstart")),
  }));
};

describe("a series and its occurrences", () => {
  it("changes one occurrence only, and the series' changes pass it by", async () => {
    const { owner, seriesId, ids } = await series();
    const [one, two, three] = ids as [string, string, string];
    const own = await api(`/events/${two}`, {
      method: "PUT",
      token: owner.token,
      json: { title: "송년 스터디" },
    });
    expect(own.status).toBe(200);
    const changed = await api(`/series/${seriesId}`, {
      method: "PUT",
      token: owner.token,
      json: { title: "화요 독서", max_participants: 8 },
    });
    expect(changed.status).toBe(200);
    const read = await readSeries(owner.token, seriesId);
    expect(read.title).toBe("화요 독서");
    const byId = Object.fromEntries(read.occurrences.map((o) => [o.id, o]));
    expect(byId[two]).toMatchObject({
      title: "송년 스터디",
      own_changes: true,
      max_participants: null,
    });
    for (const id of [one, three]) {
      expect(byId[id]).toMatchObject({
        title: "화요 독서",
        own_changes: false,
        max_participants: 8,
      });
      expect((await publicView(id)).title).toBe("화요 독서");
    }
  });

  it("moves the occurrences not begun to a new weekday, keeping their answers and telling the calendar", async () => {
    const { owner, seriesId, ids } = await series();
    const [one] = ids as [string];
    await submit(one, { name: "영희" });
    const before = (await feedOf(seriesId)).find((e) => e.uid.startsWith(one));
    const moved = await api(`/series/${seriesId}`, {
      method: "PUT",
      token: owner.token,
      json: { recurrence: "FREQ=WEEKLY;BYDAY=WE", event_date: "2026-12-09T10:30:00.000Z" },
    });
    expect(moved.status).toBe(200);
    const read = await readSeries(owner.token, seriesId);
    expect(read.recurrence).toBe("FREQ=WEEKLY;BYDAY=WE");
    // The rule's start: the first date and every meeting's time of day, whatever is kept.
    expect(read.first_date).toBe("2026-12-09T10:30:00.000Z");
    // Wednesdays at 19:30 in Seoul, the first of them the moved first meeting, 영희 still in it.
    expect(read.occurrences[0]?.id).toBe(one);
    for (const date of datesOf(read)) {
      expect(new Date(date).getUTCDay()).toBe(3);
      expect(new Date(date).getUTCHours()).toBe(10);
    }
    expect((await publicView(one)).responses.map((r) => r.name)).toEqual(["영희"]);
    const after = (await feedOf(seriesId)).find((e) => e.uid.startsWith(one));
    expect(after?.uid).toBe(before?.uid);
    expect(after?.start).toBe("2026-12-09T19:30:00");
  });

  it("cancels one occurrence: the feed says so under its UID, and the sweep never makes it again", async () => {
    const { clock, owner, seriesId, ids } = await series();
    const [, two] = ids as [string, string];
    expect((await api(`/events/${two}`, { method: "DELETE", token: owner.token })).status).toBe(
      200,
    );
    clock.pass(3 * DAY);
    await sweepRuns();
    const feed = await feedOf(seriesId);
    const cancelled = feed.filter((e) => e.status === "CANCELLED");
    expect(cancelled.map((e) => e.uid)).toEqual([`${two}@moim-rsvp`]);
    expect(feed.filter((e) => e.start === cancelled[0]?.start)).toHaveLength(1);
    expect(feed.every((e) => e.tzid === "Asia/Seoul")).toBe(true);
  });

  it("ends: the occurrences not begun are cancelled, their links say so, and nothing more is made", async () => {
    const { clock, owner, seriesId, ids } = await series();
    await submit(ids[1] ?? "", { name: "영희" });
    const ended = await api(`/series/${seriesId}`, { method: "DELETE", token: owner.token });
    expect(ended.status).toBe(200);
    for (const id of ids) expect((await api(`/events/${id}/public`)).status).toBe(410);
    clock.pass(14 * DAY);
    await sweepRuns();
    const feed = await feedOf(seriesId);
    expect(feed).toHaveLength(ids.length);
    expect(feed.every((e) => e.status === "CANCELLED")).toBe(true);
    const link = (await (await api(`/series/${seriesId}/public`)).json()) as { ended: boolean };
    expect(link.ended).toBe(true);
  });

  it("opens the next occurrence not begun from the group's link, as time passes", async () => {
    const { clock, seriesId, ids } = await series();
    const view = async () =>
      (await (await api(`/series/${seriesId}/public`)).json()) as {
        next_event_id: string;
        dates: { event_id: string }[];
      };
    expect((await view()).next_event_id).toBe(ids[0]);
    expect((await view()).dates.map((d) => d.event_id)).toEqual(ids);
    clock.pass(4 * DAY);
    expect((await view()).next_event_id).toBe(ids[1]);
  });

  it("is the owner's: another organiser gets 404 and changes nothing; a malformed id 422", async () => {
    const { owner, seriesId } = await series();
    const other = await newUser();
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const res = await api(`/series/${seriesId}`, {
        method,
        token: other.token,
        json: method === "PUT" ? { title: "가로채기" } : undefined,
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "series_not_found" });
    }
    // Malformed and unknown ids on every call, each changing nothing.
    for (const [method, path] of [
      ["GET", ""],
      ["PUT", ""],
      ["DELETE", ""],
      ["GET", "/public"],
      ["GET", "/calendar.ics"],
    ] as const) {
      const json = method === "PUT" ? { title: "가로채기" } : undefined;
      const malformed = await api(`/series/not-a-uuid${path}`, {
        method,
        token: owner.token,
        json,
      });
      expect(malformed.status).toBe(422);
      const unknown = await api(`/series/${crypto.randomUUID()}${path}`, {
        method,
        token: owner.token,
        json,
      });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: "series_not_found" });
    }
    const read = await readSeries(owner.token, seriesId);
    expect(read.title).toBe("화요 스터디");
    expect(read.ended_at).toBeNull();
    const list = (await (await api("/series/", { token: other.token })).json()) as { data: [] };
    expect(list.data).toEqual([]);
  });

  it("is read by a host of one of its occurrences, in that role, but changed by its owner only", async () => {
    const { owner, seriesId, ids } = await series();
    const helper = await provenUser();
    await addHost(owner.token, ids[1] ?? "", helper.email, "manager");
    const read = await api(`/series/${seriesId}`, { token: helper.token });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ role: "manager" });
    const listed = (await (await api("/series/", { token: helper.token })).json()) as {
      data: { id: string; role: string }[];
    };
    expect(listed.data).toEqual([expect.objectContaining({ id: seriesId, role: "manager" })]);
    const put = await api(`/series/${seriesId}`, {
      method: "PUT",
      token: helper.token,
      json: { title: "가로채기" },
    });
    expect(put.status).toBe(404);
    expect(
      (await api(`/series/${seriesId}`, { method: "DELETE", token: helper.token })).status,
    ).toBe(404);
    expect((await readSeries(owner.token, seriesId)).title).toBe("화요 스터디");
  });

  it("gives the latest meeting's hosts to each meeting the sweep makes", async () => {
    const { clock, owner, seriesId, ids } = await series();
    const door = await provenUser();
    await addHost(owner.token, ids.at(-1) ?? "", door.email, "checkin");
    clock.pass(7 * DAY);
    await sweepRuns();
    const made = (await readSeries(owner.token, seriesId)).occurrences.at(-1)?.id ?? "";
    expect(ids).not.toContain(made);
    const read = await api(`/events/${made}`, { token: door.token });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ role: "checkin" });
    // The earlier meetings keep their own hosts: one added to the last is not added to them.
    expect((await api(`/events/${ids[0]}`, { token: door.token })).status).toBe(404);
  });

  it("lists the series once on the dashboard, and one-off events apart", async () => {
    const { owner, seriesId, ids } = await series();
    await api("/events/", {
      method: "POST",
      token: owner.token,
      json: { title: "송년회", event_date: "2026-12-20T10:00:00.000Z" },
    });
    const all = (await (await api("/events/", { token: owner.token })).json()) as { count: number };
    expect(all.count).toBe(ids.length + 1);
    const oneOff = (await (await api("/events/?series=none", { token: owner.token })).json()) as {
      data: { title: string }[];
    };
    expect(oneOff.data.map((e) => e.title)).toEqual(["송년회"]);
    const listed = (await (await api("/series/", { token: owner.token })).json()) as {
      data: { id: string; next_event_id: string }[];
    };
    expect(listed.data.map((s) => [s.id, s.next_event_id])).toEqual([[seriesId, ids[0]]]);
  });

  it("previews a rule's next dates before saving", async () => {
    const { owner } = await series();
    const res = await api("/series/preview", {
      method: "POST",
      token: owner.token,
      json: {
        recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU",
        event_date: "2026-12-08T19:30:00+09:00",
        time_zone: "Asia/Seoul",
      },
    });
    expect(res.status).toBe(200);
    const { dates } = (await res.json()) as { dates: string[] };
    expect(dates).toHaveLength(8);
    expect(dates.slice(0, 3)).toEqual([
      "2026-12-08T10:30:00.000Z",
      "2026-12-22T10:30:00.000Z",
      "2027-01-05T10:30:00.000Z",
    ]);
  });
});
