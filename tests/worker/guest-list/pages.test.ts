import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import worker from "../../../worker/index";
// The card's text as it is drawn (as tests/worker/link-preview/seats.test.ts reads it).
import { eventCard } from "../../../worker/pages/card/card-content";
import { api, newUser } from "../../support/worker/api";
import {
  ALL_GUESTS,
  answer,
  COUNT_FIELDS,
  eventShowing,
  expectNames,
  expectNoNames,
  fullEvent,
  GUEST_LISTS,
  GUESTS,
  type GuestList,
  type MaskedView,
  maskedView,
  type SeatState,
  showGuestList,
} from "../../support/worker/guest-list";
import { executionContext, fakeAssets, incoming } from "../../support/worker/worker-fetch";

/**
 * Decision 0041: what the public finds outside the API. The invite page as the Worker serves it
 * (its inline snapshot, the app's markup, its preview tags), the card drawn for the link, and the
 * calendar file: under `count` no name, under `hidden` no name and no count either.
 */

/** The line the page shows in place of the names under count and hidden. */
const ORGANISER_ONLY = "참석자 명단은 주최자만 볼 수 있어요.";

/** The built index.html as the assets binding serves it for the app's pages (no stylesheet). */
const SHELL = `<!doctype html>
<html lang="ko">
  <head><meta charset="UTF-8" /><meta name="description" content="generic" /><title>모임 RSVP</title></head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;
const assets = fakeAssets(() => new Response(SHELL, { headers: { "content-type": "text/html" } }));
const fetchPage = (path: string) =>
  worker.fetch(incoming(`http://localhost${path}`), { ...env, ASSETS: assets }, executionContext);

async function invitePage(eventId: string, search = "") {
  const res = await fetchPage(`/events/${eventId}/public${search}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The app's markup inside #root, as the Worker rendered it. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<script type="module"/.exec(html)?.[1] ?? "";
const snapshotOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="event-snapshot">(.*?)<\/script>/s.exec(html)?.[1] ??
      "null",
  ) as MaskedView;
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
const attendingCountOf = (root: string) =>
  /data-testid="attending-count"[^>]*>([^<]*)</.exec(root)?.[1] ?? null;

describe("the invite page as served", () => {
  it("lists every name under names, as every page did before the setting", async () => {
    const { token } = await newUser();
    const event = await fullEvent(token, undefined);
    const html = await invitePage(event.id);
    const root = rootOf(html);
    expectNames(root, ALL_GUESTS, "the page's markup");
    expect(root.match(/data-testid="participant"/g)).toHaveLength(4);
    expect(attendingCountOf(root)).toBe("3 / 3");
    expectNames(JSON.stringify(snapshotOf(html).responses), ALL_GUESTS, "the inline snapshot");
    expect(root).not.toContain(ORGANISER_ONLY);
  });

  it.each(["count", "hidden"] as const)(
    "under %s carries no name anywhere: markup, snapshot, tags, the whole list",
    async (mode) => {
      const { token } = await newUser();
      const event = await fullEvent(token, mode);
      for (const search of ["", "?list=all", "?mode=delete"]) {
        const html = await invitePage(event.id, search);
        expectNoNames(html, ALL_GUESTS, `the page${search}`);
        const root = rootOf(html);
        expect(root, search).toContain(ORGANISER_ONLY);
        expect(root, search).not.toContain('data-testid="participant"');
      }
      // The inline snapshot is the public view, masked the same way.
      const html = await invitePage(event.id);
      const snapshot = snapshotOf(html);
      expect(snapshot).toEqual(await maskedView(event.id));
      expect(snapshot.guest_list).toBe(mode);
      expect(snapshot.responses).toEqual([]);
      expect(snapshot.seat_state).toBe("full");
    },
  );

  it("under count shows the counts as today", async () => {
    const { token } = await newUser();
    const event = await fullEvent(token, "count");
    const html = await invitePage(event.id);
    expect(attendingCountOf(rootOf(html))).toBe("3 / 3");
    expect(snapshotOf(html)).toMatchObject({
      attending_seats: 3,
      waiting_count: 1,
      total_responses: 4,
    });
  });

  it("under hidden counts nothing: the page reads the same for one guest or four", async () => {
    const { token } = await newUser();
    const shared = {
      title: "비공개 모임",
      location: "성수동",
      event_date: "2031-05-01T10:00:00.000Z",
      max_participants: 20,
      max_guests: 1,
    };
    const few = await eventShowing(token, "hidden", shared);
    const many = await eventShowing(token, "hidden", shared);
    await answer(few.id, GUESTS.first);
    await answer(many.id, GUESTS.first, { guests: 1 });
    await answer(many.id, GUESTS.second);
    await answer(many.id, GUESTS.maybe, { status: "maybe" });
    await answer(many.id, GUESTS.waiting, { status: "not_attending" });
    const fewPage = await invitePage(few.id);
    const manyPage = await invitePage(many.id);
    for (const field of COUNT_FIELDS) expect(snapshotOf(manyPage)[field], field).toBeNull();
    expect(attendingCountOf(rootOf(manyPage)) ?? "").not.toMatch(/\d/);
    const comparable = (root: string, eventId: string) => root.replaceAll(eventId, "EVENT");
    expect(comparable(rootOf(manyPage), many.id)).toBe(comparable(rootOf(fewPage), few.id));
    expect(rootOf(manyPage)).toContain(ORGANISER_ONLY);
  });

  it("under hidden still says whether a seat is free", async () => {
    const { token } = await newUser();
    const shared = {
      title: "한 자리",
      event_date: "2031-05-01T10:00:00.000Z",
      max_participants: 1,
    };
    const open = await eventShowing(token, "hidden", shared);
    const full = await eventShowing(token, "hidden", shared);
    await answer(full.id, GUESTS.first);
    const openRoot = rootOf(await invitePage(open.id)).replaceAll(open.id, "EVENT");
    const fullRoot = rootOf(await invitePage(full.id)).replaceAll(full.id, "EVENT");
    expect(fullRoot).not.toBe(openRoot);
    expectNoNames(fullRoot, [GUESTS.first], "the full page");
  });
});

/** The seat part of the preview's description: what follows the date (no place, no description). */
async function previewSeatsOf(eventId: string) {
  const html = await invitePage(eventId);
  const description = metaOf(html, "og:description") ?? "";
  expect(metaOf(html, "description")).toBe(description);
  for (const key of ["og:title", "og:image:alt"]) {
    expectNoNames(metaOf(html, key) ?? "", ALL_GUESTS, key);
  }
  expectNoNames(description, ALL_GUESTS, "the description");
  return description.split(" · ").slice(1).join(" · ");
}

/** As eventStanding in public-view.test.ts: one event per seat state, of three seats. */
async function eventStanding(token: string, mode: GuestList, state: SeatState) {
  const event = await eventShowing(token, mode, {
    title: `미리보기 ${state}`,
    max_participants: state === null ? null : 3,
    max_guests: 2,
  });
  await answer(event.id, GUESTS.first);
  if (state === "queue") await answer(event.id, GUESTS.second, { guests: 2 });
  if (state === "full") await answer(event.id, GUESTS.second, { guests: 1 });
  return event;
}

describe("the link preview's description", () => {
  const SHOWN: Record<"names" | "count" | "hidden", Record<string, string>> = {
    names: {
      null: "참석 1명",
      open: "남은 자리 2/3",
      queue: "대기 신청 가능",
      full: "정원 마감 · 대기 신청 가능",
    },
    count: {
      null: "참석 1명",
      open: "남은 자리 2/3",
      queue: "대기 신청 가능",
      full: "정원 마감 · 대기 신청 가능",
    },
    // Nothing counted: only the seat state, and nothing at all without a maximum.
    hidden: {
      null: "",
      open: "자리 있음",
      queue: "대기 신청 가능",
      full: "정원 마감 · 대기 신청 가능",
    },
  };

  it.each(GUEST_LISTS)(
    "under %s says the seats as the design words them, never a name",
    async (mode) => {
      const { token } = await newUser();
      for (const state of [null, "open", "queue", "full"] as const) {
        const event = await eventStanding(token, mode, state);
        expect(await previewSeatsOf(event.id), `${mode}, ${state}`).toBe(
          SHOWN[mode][String(state)],
        );
      }
    },
  );
});

/** The card's address (og:image), whose version is a digest of what the card shows. */
async function cardPathOf(eventId: string) {
  const image = metaOf(await invitePage(eventId), "og:image") ?? "";
  return new URL(image).pathname;
}
const versionOf = (path: string) => /\/card\/([0-9a-f]{16})\.png$/.exec(path)?.[1];

/** The card's people row, as drawn from the public view. */
async function cardPeopleOf(eventId: string) {
  const view = (await maskedView(eventId)) as unknown as EventPublicView;
  const card = eventCard(view);
  expectNoNames(JSON.stringify(card), ALL_GUESTS, "the card");
  return card.rows.find((row) => row.icon === "people")?.text ?? "";
}

describe("the link card", () => {
  it("under count draws what names draws: counts, never names", async () => {
    const { token } = await newUser();
    const date = { event_date: "2031-05-01T10:00:00.000Z" };
    const names = await fullEvent(token, "names", date);
    const count = await fullEvent(token, "count", date);
    expect(await cardPeopleOf(count.id)).toBe(await cardPeopleOf(names.id));
    expect(await cardPeopleOf(count.id)).toBe(
      "참석 3명 (동반 1명 포함) · 정원 마감, 대기 신청 가능",
    );
    // Same title, date and counts: the very same card.
    expect(versionOf(await cardPathOf(count.id))).toBe(versionOf(await cardPathOf(names.id)));
  });

  it.each([
    ["open", "자리 있음"],
    ["queue", "대기 신청 가능"],
    ["full", "정원 마감"],
  ] as const)("under hidden says only the seat state (%s), no count", async (state, words) => {
    const { token } = await newUser();
    const event = await eventStanding(token, "hidden", state);
    const people = await cardPeopleOf(event.id);
    expect(people).toContain(words);
    expect(people).not.toMatch(/\d/);
    expect(people).not.toContain("참석");
  });

  it("under hidden without a maximum counts nobody", async () => {
    const { token } = await newUser();
    const event = await eventStanding(token, "hidden", null);
    expect(await cardPeopleOf(event.id)).not.toMatch(/\d|참석/);
  });

  it("under hidden is the same card for one guest or four; under names it is not", async () => {
    const { token } = await newUser();
    const versions: Record<string, (string | undefined)[]> = {};
    for (const mode of ["names", "hidden"] as const) {
      const shared = {
        title: `카드 ${mode}`,
        event_date: "2031-05-01T10:00:00.000Z",
        max_participants: 20,
      };
      const few = await eventShowing(token, mode, shared);
      const many = await eventShowing(token, mode, shared);
      await answer(few.id, GUESTS.first);
      for (const name of ALL_GUESTS) await answer(many.id, name);
      versions[mode] = [versionOf(await cardPathOf(few.id)), versionOf(await cardPathOf(many.id))];
    }
    expect(versions.names?.[0]).not.toBe(versions.names?.[1]);
    expect(versions.hidden?.[0]).toBe(versions.hidden?.[1]);
  });

  it("gets a new address when the guest list hides its counts, and the old one leads there", async () => {
    const owner = await newUser();
    const event = await fullEvent(owner.token, "names");
    const before = await cardPathOf(event.id);
    await showGuestList(owner.token, event.id, "count");
    // Nothing drawn changed.
    expect(await cardPathOf(event.id)).toBe(before);
    await showGuestList(owner.token, event.id, "hidden");
    const hidden = await cardPathOf(event.id);
    expect(hidden).not.toBe(before);
    const old = await fetchPage(before);
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(hidden);
    // And back: the counts are drawn again.
    await showGuestList(owner.token, event.id, "names");
    expect(await cardPathOf(event.id)).toBe(before);
  });
});

describe("the calendar file", () => {
  /** The file less what names the event itself or the moment it was made. */
  async function calendarOf(eventId: string) {
    const res = await api(`/events/${eventId}/calendar.ics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    return text.replaceAll(eventId, "EVENT").replace(/DTSTAMP:\S+/, "DTSTAMP");
  }

  it("has no name and no count in any mode: the same file for nobody and for four", async () => {
    const { token } = await newUser();
    const shared = {
      title: "달력 모임",
      event_date: "2031-05-01T10:00:00.000Z",
      max_participants: 3,
    };
    const empty = await calendarOf((await eventShowing(token, "names", shared)).id);
    expect(empty).not.toMatch(/참석|대기/);
    for (const mode of GUEST_LISTS) {
      const event = await fullEvent(token, mode, shared);
      const file = await calendarOf(event.id);
      expectNoNames(file, ALL_GUESTS, `the ${mode} calendar`);
      expect(file, mode).toBe(empty);
    }
  });
});
