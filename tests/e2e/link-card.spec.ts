import { expect, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser, submitResponse } from "../support/e2e/api";

/**
 * The link card as a chat app shows it: shrunk into a 400×210 bubble. The screenshots are
 * saved with the test's output (test-results/) for a person to look at; the test checks the
 * card decodes in a real browser at 1200×630 and that its address is the one the page names.
 */
const CARDS = [
  { name: "short", title: "번개 모임", location: "성수동" },
  {
    name: "long",
    title:
      "2026 Seoul Tech Meetup 연말 네트워킹 & 라이트닝 토크 — 발표자 모집 중, 누구나 환영합니다 (저녁 식사 제공)",
    location: "서울특별시 강남구 테헤란로 427 위워크 선릉 2호점 10층 라운지",
  },
  {
    name: "korean-only",
    title: "한글만으로 쓴 아주 긴 송년회 제목입니다 모두 함께 모여서 한 해를 마무리해요",
    location: "부산 해운대구 우동",
  },
  // Guests count as people: '참석 3명 (동반 2명 포함) · 남은 자리 27'.
  { name: "guests", title: "동반 환영 송년회", location: "을지로", guests: 2 },
];

for (const card of CARDS) {
  test(`the ${card.name} title's card reads at chat-bubble size`, async ({ page, request }) => {
    const organiser = await newOrganiser(request);
    const event = await createEvent(request, organiser, {
      title: card.title,
      location: card.location,
      event_date: daysFromNow(10),
      max_participants: 30,
      ...(card.guests ? { max_guests: 3 } : {}),
    });
    await submitResponse(request, event.id, {
      name: "민지",
      password: "1234",
      status: "attending",
      ...(card.guests ? { guests: card.guests } : {}),
    });

    const html = await (await request.get(`/events/${event.id}/public`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(image).toMatch(new RegExp(`/events/${event.id}/card/[0-9a-f]{16}\\.png$`));

    await page.setViewportSize({ width: 400, height: 210 });
    await page.setContent(
      `<body style="margin:0"><img alt="" src="${image}" style="display:block;width:400px;height:210px"></body>`,
    );
    const size = await page.locator("img").evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(size).toEqual([1200, 630]);
  });
}
