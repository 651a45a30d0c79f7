import { expect, test } from "@playwright/test";
import { createEvent, daysFromNow, newOrganiser, submitResponse } from "../support/e2e/api";
import { form, join, myResponse, participant, tookOver } from "../support/e2e/invite";
import { holdAppScripts } from "../support/e2e/takeover";

/**
 * What the invite form's own post answers (the page route's action): the outcome at the
 * top of the form, where the page opens, in words; after a sign-up its personal link; and on a
 * slow phone, the response followed by the app once it takes over ('내 응답').
 */

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("@phone a sign-up shows its personal link, and 수정's outcome and a wrong password are said in view", async ({
    page,
    browser,
    request,
  }) => {
    const organiser = await newOrganiser(request);
    const event = await createEvent(request, organiser, {
      title: "스크립트 없이 보이는 답",
      event_date: daysFromNow(3),
    });
    await page.goto(`/events/${event.id}/public`);
    await join(page, "민지", "pass1", "참석 신청하기");
    // The answered page opens at the form, whose top says how it went, with her own link.
    const said = form(page).getByTestId("form-answer");
    await expect(said).toHaveText("참석이 등록되었습니다.");
    await expect(said).toBeInViewport();
    const link = form(page).getByTestId("answer-link").getByRole("link");
    await expect(link).toHaveAttribute(
      "href",
      new RegExp(`/events/${event.id}/public#key=[A-Za-z0-9_-]{43}$`),
    );
    const personal = (await link.getAttribute("href")) ?? "";
    expect(page.url()).not.toContain("pass1");

    // 수정 from her row, with a wrong password: refused in words, at the form on screen.
    await participant(page, "민지").getByRole("link", { name: "민지 응답 수정" }).click();
    await form(page).getByLabel("비밀번호", { exact: true }).fill("wrong1");
    await form(page).getByRole("radio", { name: "미정" }).check();
    await form(page).getByRole("button", { name: "응답 수정하기" }).click();
    const refused = form(page).getByRole("alert");
    await expect(refused).toHaveText("비밀번호가 올바르지 않습니다.");
    await expect(refused).toBeInViewport();
    await expect(form(page).getByLabel("비밀번호", { exact: true })).toBeInViewport();

    // The right one: the change is said where the eye is too.
    await form(page).getByLabel("비밀번호", { exact: true }).fill("pass1");
    await form(page).getByRole("radio", { name: "미정" }).check();
    await form(page).getByRole("button", { name: "응답 수정하기" }).click();
    await expect(form(page).getByRole("status")).toHaveText("응답이 수정되었습니다. (미정)");
    await expect(form(page).getByRole("status")).toBeInViewport();
    await expect(participant(page, "민지")).toHaveAttribute("data-status", "maybe");

    // The link she was given opens her answer elsewhere, ready to change without the password.
    const other = await browser.newContext({ javaScriptEnabled: true });
    const phone = await other.newPage();
    await phone.goto(personal);
    await tookOver(phone);
    await expect(form(phone)).toHaveAttribute("data-mode", "edit");
    await expect(form(phone).getByTestId("opened-by-link")).toBeVisible();
    await expect(form(phone).getByLabel("이름", { exact: true })).toHaveValue("민지");
    await other.close();
  });
});

test("@phone a sign-up sent before the app took over is this browser's once it does", async ({
  page,
  request,
}) => {
  const organiser = await newOrganiser(request);
  const event = await createEvent(request, organiser, {
    title: "느린 휴대폰의 대기",
    event_date: daysFromNow(3),
    max_participants: 1,
  });
  await submitResponse(request, event.id, {
    name: "가은",
    password: "gaeun1",
    status: "attending",
  });
  // The app's scripts are held back: the form is posted by the browser itself.
  const release = await holdAppScripts(page);
  await page.goto(`/events/${event.id}/public`, { waitUntil: "commit" });
  await join(page, "서연", "pass1", "대기 신청하기");
  await expect(page.getByTestId("form-answer")).toHaveText(
    "정원이 차서 대기 명단에 올랐습니다. 대기 1번째입니다.",
  );
  await expect(page.getByTestId("my-responses")).toHaveCount(0);

  release();
  await tookOver(page);
  // '내 응답' follows her response: its place, and its link without asking for the password.
  const mine = myResponse(page, "서연");
  await expect(mine.getByTestId("queue-position")).toHaveText("대기 1번째");
  await expect(mine.getByTestId("kept-key")).toBeVisible();
  await mine.getByRole("button", { name: "내 응답 링크" }).click();
  const shown = mine.getByRole("textbox", { name: "내 응답 링크" });
  await expect(shown).toHaveValue(
    await page.getByTestId("answer-link").getByRole("link").getAttribute("href").then(String),
  );
  // Kept here: a visit later still shows it (and the answer is not there any more).
  await page.goto(`/events/${event.id}/public`);
  await tookOver(page);
  await expect(myResponse(page, "서연").getByTestId("queue-position")).toHaveText("대기 1번째");
  await expect(page.getByTestId("form-answer")).toHaveCount(0);
  const view = await (await request.get(`/api/v1/events/${event.id}/public`)).json();
  expect(view.responses.map((r: { name: string }) => r.name)).toEqual(["가은", "서연"]);
});
