import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  createEvent,
  daysFromNow,
  newOrganiser,
  type Organiser,
  signInAs,
  submitResponse,
} from "../support/e2e/api";
import { BRIEFLY, fastForwardUntil } from "../support/e2e/clock";
import { retryThenRecover, serverAway } from "../support/e2e/outage";

/** The statistics come from a mirror the rooms fill a moment later: wait until it has them. */
async function waitForParticipants(
  request: APIRequestContext,
  organiser: Organiser,
  count: number,
) {
  await expect
    .poll(async () => {
      const res = await request.get("/api/v1/events/participants/stats?limit=1", {
        headers: { Authorization: `Bearer ${organiser.token}` },
      });
      return (await res.json()).count;
    })
    .toBe(count);
}

const row = (page: Page, name: string) =>
  page
    .getByTestId("participant-row")
    .filter({ has: page.getByRole("cell", { name, exact: true }) });

test("the participants page shows counts, rates and their colours for known responses", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const [first, second, third] = await Promise.all(
    [1, 2, 3].map((n) =>
      createEvent(request, organiser, { title: `정기 모임 ${n}`, event_date: daysFromNow(n) }),
    ),
  );
  const answers: [string, string, string][] = [
    [first.id, "민수", "attending"],
    [second.id, "민수", "attending"],
    [third.id, "민수", "attending"],
    [first.id, "지영", "not_attending"],
    [second.id, "지영", "attending"],
    [third.id, "지영", "attending"],
    [first.id, "철수", "maybe"],
    [second.id, "철수", "not_attending"],
    [third.id, "철수", "attending"],
    [first.id, "영희", "attending"],
    [second.id, "영희", "maybe"],
  ];
  for (const [eventId, name, status] of answers) {
    await submitResponse(request, eventId, { name, password: "1234", status });
  }
  await waitForParticipants(request, organiser, 4);

  await signInAs(page, organiser);
  await page.goto("/participants");
  await expect(page.getByTestId("total-participants")).toHaveText("4");
  // (3/3 + 2/3 + 1/3 + 1/2) / 4
  await expect(page.getByTestId("average-rate")).toHaveText("62.5%");
  await expect(page.getByTestId("total-events")).toHaveText("3");

  const expected = [
    { name: "민수", cells: ["3", "0", "0"], rate: "100.0%", tone: "success", value: "100" },
    {
      name: "지영",
      cells: ["2", "1", "0"],
      rate: "66.7%",
      tone: "info",
      value: "66.66666666666666",
    },
    { name: "영희", cells: ["1", "0", "1"], rate: "50.0%", tone: "warning", value: "50" },
    {
      name: "철수",
      cells: ["1", "1", "1"],
      rate: "33.3%",
      tone: "error",
      value: "33.33333333333333",
    },
  ];
  for (const person of expected) {
    const cells = row(page, person.name).getByRole("cell");
    await expect(cells.nth(1)).toHaveText(person.cells[0]);
    await expect(cells.nth(2)).toHaveText(person.cells[1]);
    await expect(cells.nth(3)).toHaveText(person.cells[2]);
    await expect(cells.nth(4)).toContainText(person.rate);
    const bar = row(page, person.name).getByRole("progressbar");
    await expect(bar).toHaveAttribute("data-tone", person.tone);
    await expect(bar).toHaveClass(new RegExp(`progress-${person.tone}`));
    expect(Number(await bar.getAttribute("value"))).toBeCloseTo(Number(person.value), 5);
    // No event of theirs used check-in (decision 0043): no no-show rate.
    await expect(cells.nth(5)).toHaveText("—");
    await expect(cells.nth(6)).toContainText(String(new Date().getFullYear()));
  }
  await expect(page.getByRole("navigation", { name: "페이지 이동" })).toHaveCount(0);
});

test("participants page through ten at a time with at most five numbered buttons", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "대규모 모임",
    event_date: daysFromNow(5),
  });
  const names = Array.from({ length: 61 }, (_, i) => `참가자${String(i + 1).padStart(2, "0")}`);
  for (let i = 0; i < names.length; i += 8) {
    await Promise.all(
      names
        .slice(i, i + 8)
        .map((name) =>
          submitResponse(request, event.id, { name, password: "1234", status: "maybe" }),
        ),
    );
  }
  await waitForParticipants(request, organiser, 61);

  await signInAs(page, organiser);
  await page.goto("/participants");
  const pagination = page.getByRole("navigation", { name: "페이지 이동" });
  await expect(page.getByTestId("participant-row")).toHaveCount(10);
  await expect(pagination.getByRole("button", { name: /^\d+페이지$/ })).toHaveText([
    "1",
    "2",
    "3",
    "4",
    "5",
  ]);

  await pagination.getByRole("button", { name: "5페이지" }).click();
  await expect(pagination.getByRole("button", { name: /^\d+페이지$/ })).toHaveText([
    "3",
    "4",
    "5",
    "6",
    "7",
  ]);
  await pagination.getByRole("button", { name: "다음" }).click();
  await pagination.getByRole("button", { name: "다음" }).click();
  await expect(page).toHaveURL(/\?page=7$/);
  await expect(page.getByTestId("participant-row")).toHaveCount(1);
  await expect(pagination.getByRole("button", { name: "다음" })).toBeDisabled();
  await pagination.getByRole("button", { name: "이전" }).click();
  await expect(page.getByTestId("participant-row")).toHaveCount(10);
});

test("someone only on a waiting list has no rate, not a red 0.0%", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "한 자리 모임",
    event_date: daysFromNow(3),
    max_participants: 1,
  });
  await submitResponse(request, event.id, {
    name: "먼저온",
    password: "1234",
    status: "attending",
  });
  await submitResponse(request, event.id, { name: "기다림", password: "1234", status: "waiting" });
  await waitForParticipants(request, organiser, 2);

  await signInAs(page, organiser);
  await page.goto("/participants");
  const waiting = row(page, "기다림");
  const rate = waiting.getByRole("cell").nth(4);
  await expect(rate).toHaveText("- 대기만 있음");
  await expect(rate.locator("[title]")).toHaveAttribute(
    "title",
    "대기 명단에만 있어 참석률을 계산하지 않습니다",
  );
  await expect(waiting.getByRole("progressbar")).toHaveCount(0);
  await expect(row(page, "먼저온").getByRole("cell").nth(4)).toContainText("100.0%");
  // Nor does the wait pull the average down: it is 먼저온's alone.
  await expect(page.getByTestId("average-rate")).toHaveText("100.0%");
});

test("the figures stay on screen through an outage, with a notice", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "통계 모임",
    event_date: daysFromNow(3),
  });
  await submitResponse(request, event.id, {
    name: "남는이",
    password: "1234",
    status: "attending",
  });
  await waitForParticipants(request, organiser, 1);
  await signInAs(page, organiser);
  await page.clock.install();
  await page.goto("/participants");
  await expect(row(page, "남는이")).toHaveCount(1);

  const outage = await serverAway(page, "**/api/v1/events/participants/stats**");
  const notice = page.getByTestId("stale-notice");
  // Coming back to the tab asks again (once the figures are 10 s old), and that fails.
  await fastForwardUntil(page, async () => {
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await expect(notice).toBeVisible(BRIEFLY);
  });
  await expect(row(page, "남는이")).toHaveCount(1);
  await expect(page.getByTestId("total-participants")).toHaveText("1");
  await expect(page.getByRole("alert")).toHaveCount(0);

  await retryThenRecover(page, outage, notice);
  await expect(page.getByTestId("total-participants")).toHaveText("1");
});

test("'미정' alone is gray, and a last answer abroad is dated on its event's clock @phone", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const la = await request.post("/api/v1/events/", {
    headers: { Authorization: `Bearer ${organiser.token}` },
    data: { title: "LA 브런치", event_date: daysFromNow(4), time_zone: "America/Los_Angeles" },
  });
  const event = (await la.json()) as { id: string };
  await submitResponse(request, event.id, { name: "고민중", password: "1234", status: "maybe" });
  await waitForParticipants(request, organiser, 1);
  const stats = await request.get("/api/v1/events/participants/stats", {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  const answeredAt = (await stats.json()).data[0].last_response_date as string;
  // That instant's day in Los Angeles, whatever the reader's clock (Seoul's, in these runs).
  const [month, day, year] = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "numeric",
    day: "numeric",
  })
    .format(new Date(answeredAt))
    .split("/");

  await signInAs(page, organiser);
  await page.goto("/participants");
  const person = page.getByTestId("participant-row").filter({ hasText: "고민중" });
  await expect(person).toContainText(`${year}년 ${month}월 ${day}일 (로스앤젤레스 시간)`);
  const rate = person.getByText("0.0%");
  await expect(person).toContainText("0.0% 미정만 있음");
  await expect(rate).not.toHaveClass(/text-error/);
  await expect(person.getByRole("progressbar")).toHaveAttribute("data-tone", "neutral");
});
