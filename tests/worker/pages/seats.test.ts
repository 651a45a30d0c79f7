import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import worker from "../../../worker/index";
import { eventCard } from "../../../worker/pages/card/card-content";
import { COPY_MS } from "../../../worker/pages/view-copies";
import { api, newUser } from "../../support/worker/api";
import { testClock } from "../../support/worker/clock";
import { cancel, createEvent, submit } from "../../support/worker/events";
import { executionContext, fakeAssets, incoming } from "../../support/worker/worker-fetch";

/**
 * The link preview (the page's description and its card) counts people, not responses, once an
 * event takes guests (decision 0021): a response holds its person and their guests.
 */
const SHELL = `<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><title>모임 RSVP</title></head><body><div id="root"></div></body></html>`;
const assets = fakeAssets(() => new Response(SHELL, { headers: { "content-type": "text/html" } }));

async function descriptionOf(eventId: string): Promise<string> {
  const res = await worker.fetch(
    incoming(`http://localhost/events/${eventId}/public`),
    { ...env, ASSETS: assets },
    executionContext,
  );
  const html = await res.text();
  return /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1] ?? "";
}

/** The card's people row, as the card draws it from the room's snapshot. */
async function cardPeopleOf(eventId: string): Promise<string | undefined> {
  const view = (await (await api(`/events/${eventId}/public`)).json()) as EventPublicView;
  return eventCard(view).rows.find((row) => row.icon === "people")?.text;
}

const bring = (eventId: string, name: string, guests: number) =>
  submit(eventId, { name, guests, status: "attending" }).then((res) => res.body?.cancel());

describe("the link preview of an event that offers freed seats", () => {
  it("counts the seats an open offer holds as taken", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, {
      title: "제안 모임",
      max_participants: 3,
      promotion: "offer",
      offer_hours: 72,
    });
    for (const name of ["민지", "하준", "서연", "도윤"]) await bring(event.id, name, 0);
    await cancel(event.id, "민지");
    // 하준 and 서연 attend, 도윤 holds an offer: no seat is left for anyone new.
    expect(await cardPeopleOf(event.id)).toBe("참석 2명 · 정원 마감, 대기 신청 가능");
    expect(await descriptionOf(event.id)).toContain("정원 마감 · 대기 신청 가능");
  });
});

describe("the link preview of an event with guests", () => {
  it("counts people with their guests against the maximum, and says when newcomers wait", async () => {
    // Answers show on the page once its copy has had its seconds (view-copies.ts).
    const clock = testClock();
    const { token } = await newUser();
    const event = await createEvent(token, {
      title: "동반 모임",
      max_participants: 10,
      max_guests: 3,
    });
    await bring(event.id, "민지", 2);
    await bring(event.id, "하준", 0);
    // Two responses, four people: six seats left, not eight.
    expect(await cardPeopleOf(event.id)).toBe("참석 4명 (동반 2명 포함) · 남은 자리 6");
    expect(await descriptionOf(event.id)).toContain("남은 자리 6/10");

    await bring(event.id, "서연", 3);
    // Eight seats taken; 도윤's party of four does not fit the two left and waits whole, and a
    // newcomer would wait behind it: the preview offers the queue, not the two seats.
    await bring(event.id, "도윤", 3);
    expect(await cardPeopleOf(event.id)).toBe("참석 8명 (동반 5명 포함) · 대기 신청 가능");
    clock.pass(COPY_MS);
    const queued = await descriptionOf(event.id);
    expect(queued).toContain("대기 신청 가능");
    expect(queued).not.toContain("남은 자리");
    expect(queued).not.toContain("정원 마감");

    // 서연's party leaves: 도윤's gets in, eight of ten; 지우 and one guest fill the rest.
    await (await cancel(event.id, "서연")).body?.cancel();
    expect(await cardPeopleOf(event.id)).toBe("참석 8명 (동반 5명 포함) · 남은 자리 2");
    await bring(event.id, "지우", 1);
    expect(await cardPeopleOf(event.id)).toBe(
      "참석 10명 (동반 6명 포함) · 정원 마감, 대기 신청 가능",
    );
    clock.pass(COPY_MS);
    expect(await descriptionOf(event.id)).toContain("정원 마감 · 대기 신청 가능");
  });

  it("says the people attending with their guests when there is no maximum", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "제한 없음", max_guests: 2 });
    await bring(event.id, "민지", 2);
    await bring(event.id, "하준", 1);
    expect(await cardPeopleOf(event.id)).toBe("참석 5명 (동반 3명 포함)");
    expect(await descriptionOf(event.id)).toContain("참석 5명 (동반 3명 포함)");
  });

  it("reads as before when nobody brings guests", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "혼자", max_participants: 2, max_guests: 2 });
    await bring(event.id, "민지", 0);
    expect(await cardPeopleOf(event.id)).toBe("참석 1명 · 남은 자리 1");
    expect(await descriptionOf(event.id)).toContain("남은 자리 1/2");
  });
});
