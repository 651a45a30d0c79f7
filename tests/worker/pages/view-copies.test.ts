import {
  createExecutionContext,
  runInDurableObject,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, onTestFinished } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import worker from "../../../worker/index";
import { COPY_MS, copyKey } from "../../../worker/pages/view-copies";
import { api, newUser } from "../../support/worker/api";
import { SHELL } from "../../support/worker/card-assets";
import { testClock } from "../../support/worker/clock";
import { createEvent, publicView, range, roomStub, submit } from "../../support/worker/events";
import { answerOf, postForm, SITE } from "../../support/worker/form-post";
import { fakeAssets, incoming } from "../../support/worker/worker-fetch";

/**
 * The invite page reads the event's view from a copy a few seconds old at most, kept by each
 * isolate and in the data center's cache (worker/pages/view-copies.ts, decision 0064): a rush of
 * views asks the room about once per COPY_MS, and what a view shows late the live socket corrects.
 */
const assets = fakeAssets(() => new Response(SHELL, { headers: { "content-type": "text/html" } }));

/** A view of the invite page, once the work it left for after its answer is done. */
async function view(eventId: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    incoming(`${SITE}/events/${eventId}/public`),
    { ...env, ASSETS: assets },
    ctx,
  );
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, html, shown: shownIn(html) };
}

/** The view the page was made from: its inline snapshot. */
const shownIn = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="event-snapshot">(.*?)<\/script>/s.exec(html)?.[1] ??
      "null",
  ) as EventPublicView | null;

/**
 * Counts the room's answers to `publicSnapshot` for this event from now on: the calls its pages
 * make into it. RPC serves only methods of the room's class, so the class's own is wrapped (for
 * this test, and passing every other event's calls through untouched).
 */
async function countRoomReads(eventId: string) {
  const counted = { reads: 0 };
  type Reader = { publicSnapshot: (id: string) => Promise<unknown> };
  let owner = await runInDurableObject(roomStub(env, eventId), (room) =>
    Object.getPrototypeOf(room),
  );
  while (owner && !Object.hasOwn(owner, "publicSnapshot")) owner = Object.getPrototypeOf(owner);
  const reader = owner as Reader;
  const read = reader.publicSnapshot;
  reader.publicSnapshot = function (this: Reader, id: string) {
    if (id === eventId) counted.reads += 1;
    return read.call(this, id);
  };
  onTestFinished(() => {
    reader.publicSnapshot = read;
  });
  return counted;
}

/** The data center's copy as the cache holds it, with the headers that date it. */
async function dataCenterCopy(eventId: string) {
  const found = await caches.default.match(copyKey(SITE, eventId));
  if (!found) return null;
  return {
    view: (await found.json()) as EventPublicView,
    revision: Number(found.headers.get("X-View-Revision")),
    claimed: found.headers.has("X-View-Claimed-At"),
  };
}

/** Puts a copy in the data center's cache as another isolate would have left it. */
async function leaveCopy(
  eventId: string,
  view: EventPublicView,
  copy: { revision: number; storedAt: number; claimedAt?: number },
) {
  const headers = new Headers({
    "Cache-Control": "max-age=60",
    "X-View-Revision": String(copy.revision),
    "X-View-Stored-At": String(copy.storedAt),
  });
  if (copy.claimedAt !== undefined) headers.set("X-View-Claimed-At", String(copy.claimedAt));
  await caches.default.put(copyKey(SITE, eventId), new Response(JSON.stringify(view), { headers }));
}

async function newEvent(title: string, input: Record<string, unknown> = {}) {
  const { token } = await newUser();
  return { token, event: await createEvent(token, { title, ...input }) };
}

describe("the invite page's copy of the event", () => {
  it("serves a rush of views with one call into the room, and again once per COPY_MS", async () => {
    const clock = testClock();
    const { event } = await newEvent("붐비는 링크");
    const room = await countRoomReads(event.id);

    const rush = await Promise.all(range(50).map(() => view(event.id)));
    expect(rush.every((v) => v.status === 200 && v.shown?.title === "붐비는 링크")).toBe(true);
    expect(room.reads).toBe(1);

    clock.pass(COPY_MS - 1);
    await Promise.all(range(20).map(() => view(event.id)));
    expect(room.reads).toBe(1);

    clock.pass(1);
    await Promise.all(range(20).map(() => view(event.id)));
    expect(room.reads).toBe(2);
  });

  it("shows an answer made through this data center on its next view, the clock unmoved", async () => {
    testClock();
    const { event } = await newEvent("바로 보이는 답");
    expect((await view(event.id)).shown?.total_responses).toBe(0);

    await (await submit(event.id, { name: "민지", status: "attending" })).body?.cancel();
    const next = await view(event.id);
    expect(next.shown?.total_responses).toBe(1);
    expect(next.html).toContain('data-testid="participant-name">민지<');
  });

  it("keeps in the data center exactly the public view, nothing of the reader", async () => {
    const { event } = await newEvent("공개된 것만");
    await (await submit(event.id, { name: "하준", notify_email: "h@example.com" })).body?.cancel();
    await view(event.id);
    const copy = await dataCenterCopy(event.id);
    const res = await api(`/events/${event.id}/public`);
    expect(copy?.view).toEqual(await res.json());
    expect(JSON.stringify(copy?.view)).not.toContain("h@example.com");
    expect(copy?.claimed).toBe(false);
  });

  it("serves another isolate's current copy without asking the room", async () => {
    const { event } = await newEvent("다른 격리 공간");
    const real = await publicView(event.id);
    const room = await countRoomReads(event.id);
    // As the room gave it to another isolate a moment ago, under a title only that copy has.
    await leaveCopy(event.id, { ...real, title: "복사본의 제목" } as unknown as EventPublicView, {
      revision: 1,
      storedAt: Date.now(),
    });
    expect((await view(event.id)).shown?.title).toBe("복사본의 제목");
    expect(room.reads).toBe(0);
  });

  it("serves an old copy while another view renews it, and renews an old copy nobody is renewing", async () => {
    const clock = testClock();
    const { event } = await newEvent("새로 고치는 중");
    const real = await publicView(event.id);
    const room = await countRoomReads(event.id);
    const old = { ...real, title: "지난 복사본" } as unknown as EventPublicView;
    await leaveCopy(event.id, old, {
      revision: 1,
      storedAt: Date.now() - 10 * COPY_MS,
      claimedAt: Date.now(),
    });
    expect((await view(event.id)).shown?.title).toBe("지난 복사본");
    expect(room.reads).toBe(0);

    // The view renewing it never came back: past its claim, the next view asks the room.
    clock.pass(COPY_MS);
    const renewed = await Promise.all(range(10).map(() => view(event.id)));
    expect(renewed.map((v) => v.shown?.title)).toEqual(range(10).map(() => "새로 고치는 중"));
    expect(room.reads).toBe(1);
    expect(await dataCenterCopy(event.id)).toMatchObject({
      view: { title: "새로 고치는 중" },
      claimed: false,
    });
  });

  it("answers a posted form from the room, and the copy it renews shows that answer to the next view", async () => {
    testClock();
    const { event } = await newEvent("폼의 답", { max_participants: 5 });
    expect((await view(event.id)).shown?.total_responses).toBe(0);
    const posted = await postForm(event.id, { name: "서연", password: "pass1" });
    const html = await posted.text();
    expect(answerOf(html)).toBe("참석이 등록되었습니다.");
    expect(shownIn(html)?.total_responses).toBe(1);
    // The clock has not moved: the next view is served the copy the post renewed.
    const next = await view(event.id);
    expect(next.shown?.total_responses).toBe(1);
    expect(next.html).not.toContain('data-testid="form-answer"');
  });

  it("shows the organiser's edit and deletion at once in the data center that made them", async () => {
    testClock();
    const { token, event } = await newEvent("고치기 전");
    await view(event.id);
    const edited = await api(`/events/${event.id}`, {
      method: "PUT",
      token,
      json: { title: "고친 뒤" },
    });
    expect(edited.status).toBe(200);
    expect((await view(event.id)).shown?.title).toBe("고친 뒤");

    expect((await api(`/events/${event.id}`, { method: "DELETE", token })).status).toBe(200);
    const gone = await view(event.id);
    expect(gone.status).toBe(410);
    expect(await dataCenterCopy(event.id)).toBeNull();
  });
});
