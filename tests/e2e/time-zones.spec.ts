import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { newOrganiser, type Organiser, signInAs } from "../support/e2e/api";
import { openInvite } from "../support/e2e/invite";

type StoredEvent = { id: string; title: string; event_date: string; time_zone: string };

async function storedEvents(request: APIRequestContext, organiser: Organiser) {
  const res = await request.get("/api/v1/events/", {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  return (await res.json()).data as StoredEvent[];
}

async function createThroughDialog(
  page: Page,
  event: { title: string; date: string; zone?: string },
) {
  await page
    .getByRole("button", { name: /모임 만들기/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "새 모임 만들기" });
  await dialog.getByLabel("제목").fill(event.title);
  if (event.zone) await dialog.getByLabel("시간대").fill(event.zone);
  await dialog.getByLabel("모임 일시").fill(event.date);
  await dialog.getByRole("button", { name: "만들기" }).click();
  await expect(dialog).toBeHidden();
}

test.describe("an organiser in Los Angeles", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("creates an event for Seoul and one for Los Angeles; each keeps its own clock", async ({
    page,
    request,
  }) => {
    const organiser = await newOrganiser(request);
    await signInAs(page, organiser);
    await page.goto("/");

    // The dialog preselects the browser's zone; a time the clock skips is refused, not moved.
    await page
      .getByRole("button", { name: /모임 만들기/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "새 모임 만들기" });
    await expect(dialog.getByLabel("시간대")).toHaveValue("America/Los_Angeles");
    await dialog.getByLabel("제목").fill("없는 시각");
    await dialog.getByLabel("모임 일시").fill("2031-03-09T02:30");
    await dialog.getByRole("button", { name: "만들기" }).click();
    await expect(dialog.getByText("서머타임이 시작되며", { exact: false })).toBeVisible();
    // A time the clock shows twice asks which one is meant.
    await dialog.getByLabel("모임 일시").fill("2031-11-02T01:30");
    await expect(dialog.getByTestId("event_date-twice")).toBeVisible();
    await dialog.getByLabel("먼저 오는 시각", { exact: false }).check();
    await dialog.getByRole("button", { name: "취소" }).click();
    // What was typed is not dropped without asking.
    await dialog.getByTestId("discard-question").getByRole("button", { name: "닫기" }).click();
    await expect(dialog).toBeHidden();

    await createThroughDialog(page, {
      title: "서울 송년회",
      date: "2031-12-19T19:00",
      zone: "Asia/Seoul",
    });
    await createThroughDialog(page, { title: "LA 브런치", date: "2031-12-20T11:00" });

    const stored = await storedEvents(request, organiser);
    const seoul = stored.find((event) => event.title === "서울 송년회");
    const la = stored.find((event) => event.title === "LA 브런치");
    expect(seoul).toMatchObject({
      time_zone: "Asia/Seoul",
      event_date: "2031-12-19T10:00:00.000Z",
    });
    expect(la).toMatchObject({
      time_zone: "America/Los_Angeles",
      event_date: "2031-12-20T19:00:00.000Z",
    });

    // The dashboard writes each on its own clock and names the zone that is not Korea's.
    const table = page.getByRole("table");
    await expect(table.getByRole("row").filter({ hasText: "서울 송년회" })).toContainText(
      "2031년 12월 19일 금 오후 7:00",
    );
    await expect(table.getByRole("row").filter({ hasText: "LA 브런치" })).toContainText(
      "2031년 12월 20일 토 오전 11:00 (로스앤젤레스 시간)",
    );

    // The Seoul event's invite page: Seoul's time, then this reader's own.
    await openInvite(page, `/events/${seoul?.id}/public`);
    const when = page.getByRole("definition").filter({ hasText: "2031년" }).first();
    await expect(when).toContainText("2031년 12월 19일 금 오후 7:00");
    await expect(page.getByTestId("viewer-time")).toHaveText("내 시간으로 12월 19일 오전 2:00");

    // The calendar file gives the start on the event's clock and names its zone with its rules,
    // so a phone adds it at the right hour and can show it as the event's local time.
    const ics = await (await request.get(`/api/v1/events/${la?.id}/calendar.ics`)).text();
    expect(ics).toContain("DTSTART;TZID=America/Los_Angeles:20311220T110000");
    expect(ics).toContain("TZID:America/Los_Angeles");
    expect(ics).toContain("TZOFFSETTO:-0800");
  });
});

test.describe("a reader in Seoul", () => {
  test.use({ timezoneId: "Asia/Seoul" });

  test("opening the Los Angeles event sees its time and, below, their own", async ({
    page,
    request,
  }) => {
    const organiser = await newOrganiser(request);
    const res = await request.post("/api/v1/events/", {
      headers: { Authorization: `Bearer ${organiser.token}` },
      data: {
        title: "LA 브런치",
        event_date: "2031-12-20T19:00:00.000Z",
        time_zone: "America/Los_Angeles",
      },
    });
    const event = (await res.json()) as StoredEvent;
    // As the Worker sends it, before the app runs: the event's clock and the zone it is on.
    const html = await (await request.get(`/events/${event.id}/public`)).text();
    expect(html).toContain("2031년 12월 20일 토 오전 11:00 (로스앤젤레스 시간)");
    expect(html).toContain("로스앤젤레스 시간 기준");

    await openInvite(page, `/events/${event.id}/public`);
    await expect(
      page.getByText("2031년 12월 20일 토 오전 11:00 (로스앤젤레스 시간)"),
    ).toBeVisible();
    await expect(page.getByTestId("viewer-time")).toHaveText("내 시간으로 12월 21일 오전 4:00");
  });
});
