import { expect, type Page, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser } from "../support/e2e/api";
import { form, participant, tookOver } from "../support/e2e/invite";
import { holdAppScripts } from "../support/e2e/takeover";

/**
 * The invite form before and without the app: the browser posts it to the page itself and the
 * Worker answers with the page saying how it went (the page route's action).
 */
async function answer(page: Page, name: string, password: string, button: string) {
  await form(page).getByLabel("이름", { exact: true }).fill(name);
  await form(page).getByLabel("비밀번호", { exact: true }).fill(password);
  await form(page).getByRole("button", { name: button }).click();
}

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("@phone an invitee joins, the next one waits, and a refusal keeps what was typed", async ({
    page,
    request,
  }) => {
    const organiser = await newOrganiser(request);
    const event = await createEvent(request, organiser, {
      title: "스크립트 없이 모이기",
      event_date: daysFromNow(3),
      max_participants: 1,
    });
    await page.goto(`/events/${event.id}/public`);
    await expect(page.getByRole("heading", { name: "스크립트 없이 모이기" })).toBeVisible();

    // Posted to the page itself: the password travels in the body, never in a URL.
    await expect(form(page)).toHaveAttribute("method", "post");
    const posted = page.waitForRequest((sent) => sent.method() === "POST");
    await answer(page, "민지", "pass1", "참석 신청하기");
    expect((await posted).url()).toMatch(new RegExp(`/events/${event.id}/public$`));
    await expect(page.getByTestId("form-answer")).toHaveText("참석이 등록되었습니다.");
    expect(page.url()).not.toContain("pass1");
    await expect(participant(page, "민지")).toBeVisible();

    // Full now: the page offers the waiting list, and says the place.
    await answer(page, "하준", "pass2", "대기 신청하기");
    await expect(page.getByTestId("form-answer")).toHaveText(
      "정원이 차서 대기 명단에 올랐습니다. 대기 1번째입니다.",
    );
    await expect(participant(page, "하준")).toBeVisible();

    // A taken name: refused in the app's own words, the name kept and marked, the password not
    // kept.
    await form(page).getByLabel("메시지").fill("저도 갈게요");
    await answer(page, "민지", "other1", "대기 신청하기");
    await expect(page.getByTestId("form-answer")).toHaveText(
      "이미 등록된 이름입니다. 내 응답을 바꾸려면 '수정'을 이용해주세요.",
    );
    const name = form(page).getByLabel("이름", { exact: true });
    await expect(name).toHaveValue("민지");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByLabel("비밀번호", { exact: true })).toHaveValue("");
    await expect(form(page).getByLabel("메시지")).toHaveValue("저도 갈게요");

    const view = await (await request.get(`/api/v1/events/${event.id}/public`)).json();
    expect(view.responses.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual(
      [
        ["민지", "attending"],
        ["하준", "waiting"],
      ],
    );
  });

  test("@phone an invitee changes and then cancels their answer, and a wrong password is refused", async ({
    page,
    request,
  }) => {
    const organiser = await newOrganiser(request);
    const event = await createEvent(request, organiser, {
      title: "스크립트 없이 바꾸기",
      event_date: daysFromNow(3),
      max_participants: 1,
    });
    await page.goto(`/events/${event.id}/public`);
    await answer(page, "민지", "pass1", "참석 신청하기");
    await answer(page, "하준", "pass2", "대기 신청하기");

    // 수정 on a row opens the form for that response, its answers filled in.
    await participant(page, "민지").getByRole("link", { name: "민지 응답 수정" }).click();
    await expect(form(page)).toHaveAttribute("data-mode", "edit");
    await expect(form(page).getByLabel("이름", { exact: true })).toHaveValue("민지");
    await form(page).getByLabel("비밀번호", { exact: true }).fill("pass1");
    await form(page).getByRole("radio", { name: "미정" }).check();
    await form(page).getByLabel("메시지").fill("일정 확인 중");
    await form(page).getByRole("button", { name: "응답 수정하기" }).click();
    // Her seat went to the first in the queue, and the page says so.
    await expect(page.getByTestId("form-answer")).toHaveText(
      "응답이 수정되었습니다. (미정) 대기 중이던 하준님이 참석으로 확정되었습니다.",
    );
    await expect(participant(page, "민지")).toHaveAttribute("data-status", "maybe");
    await expect(participant(page, "하준")).toHaveAttribute("data-status", "attending");

    // 응답 취소: a wrong password is refused on the password, and nothing changes.
    await form(page).getByRole("link", { name: "응답 취소" }).click();
    await expect(form(page)).toHaveAttribute("data-mode", "delete");
    await answer(page, "하준", "wrong1", "응답 취소하기");
    await expect(page.getByTestId("form-answer")).toHaveText("비밀번호가 올바르지 않습니다.");
    await expect(form(page).getByLabel("비밀번호", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(form(page).getByLabel("이름", { exact: true })).toHaveValue("하준");
    await expect(participant(page, "하준")).toBeVisible();

    await answer(page, "하준", "pass2", "응답 취소하기");
    await expect(page.getByTestId("form-answer")).toHaveText("응답이 취소되었습니다.");
    await expect(participant(page, "하준")).toHaveCount(0);

    const view = await (await request.get(`/api/v1/events/${event.id}/public`)).json();
    expect(
      view.responses.map((r: { name: string; status: string; message: string | null }) => [
        r.name,
        r.status,
        r.message,
      ]),
    ).toEqual([["민지", "maybe", "일정 확인 중"]]);
  });
});

test("a submit pressed before the app has taken over is sent once", async ({ page, request }) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "느린 휴대폰",
    event_date: daysFromNow(3),
  });
  // The app's scripts are held back: the page is the Worker's markup alone, as on a slow phone.
  const release = await holdAppScripts(page);
  await page.goto(`/events/${event.id}/public`, { waitUntil: "commit" });
  await answer(page, "서연", "pass1", "참석 신청하기");
  await expect(page.getByTestId("form-answer")).toHaveText("참석이 등록되었습니다.");
  release();
  await tookOver(page);
  await expect(participant(page, "서연")).toHaveCount(1);
  // The app took over the answered page and left the answer in place.
  await expect(page.getByTestId("form-answer")).toHaveText("참석이 등록되었습니다.");
  const view = await (await request.get(`/api/v1/events/${event.id}/public`)).json();
  expect(view.responses.map((r: { name: string }) => r.name)).toEqual(["서연"]);
});

test("@phone what is typed before the app takes over stays, focus and place included, and is sent once", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "느린 휴대폰에서 쓰기",
    event_date: daysFromNow(3),
  });
  const release = await holdAppScripts(page);
  await page.goto(`/events/${event.id}/public`, { waitUntil: "commit" });
  const message = form(page).getByLabel("메시지");
  await form(page).getByLabel("이름", { exact: true }).fill("도윤");
  await form(page).getByLabel("비밀번호", { exact: true }).fill("pass1");
  await message.fill("조금 늦어요");
  await expect(message).toBeFocused();
  const place = await page.evaluate(() => window.scrollY);

  release();
  await tookOver(page);
  // Still where they were typing: the takeover once scrolled a phone back to the top.
  expect(await page.evaluate(() => window.scrollY)).toBe(place);
  await expect(message).toBeInViewport();
  // The app runs now (its counter follows the message), and nothing typed was lost.
  await expect(page.getByTestId("message-count")).toHaveText("6 / 500자");
  await expect(form(page).getByLabel("이름", { exact: true })).toHaveValue("도윤");
  await expect(form(page).getByLabel("비밀번호", { exact: true })).toHaveValue("pass1");
  await expect(message).toHaveValue("조금 늦어요");
  await expect(message).toBeFocused();

  // The app sends it, once, with what was typed.
  const sent = page.waitForRequest((call) => call.url().endsWith("/submit"));
  await form(page).getByRole("button", { name: "참석 신청하기" }).click();
  await sent;
  await expect(participant(page, "도윤")).toHaveCount(1);
  const view = await (await request.get(`/api/v1/events/${event.id}/public`)).json();
  expect(
    view.responses.map((r: { name: string; status: string; message: string }) => [
      r.name,
      r.status,
      r.message,
    ]),
  ).toEqual([["도윤", "attending", "조금 늦어요"]]);
});
