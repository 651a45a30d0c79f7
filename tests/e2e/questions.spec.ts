import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { newOrganiser, signInAs } from "../support/e2e/api";
import { exportedCsv } from "../support/e2e/csv";
import { form, openInvite, responseItem } from "../support/e2e/invite";

// Decision 0042: questions on the form. An organiser asks three questions in the event dialog (a
// required choice, an optional short answer, a yes/no); two invitees answer, one without
// JavaScript and one who forgets the required answer and is told '답해 주세요'; the organiser
// reads the summary per question and downloads the CSV with a column per question.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A phone at 390 px of its own, with or without JavaScript. */
const phone = (browser: Browser, javaScriptEnabled = true) =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
  });

/** One question's card in the dialog ('질문 1', '질문 2', ...). */
const card = (dialog: Locator, n: number) => dialog.getByRole("group", { name: `질문 ${n}` });

async function addQuestion(
  dialog: Locator,
  n: number,
  label: string,
  kind: "짧은 답" | "하나 고르기" | "예·아니오",
) {
  await dialog.getByRole("button", { name: "질문 추가" }).click();
  const question = card(dialog, n);
  await question.getByLabel("질문 내용").fill(label);
  await question.getByLabel("답 종류").selectOption({ label: kind });
  return question;
}

/** A question's field on the invite form, by its label (a required one reads '*필수' too). */
const asked = (page: Page, label: string) =>
  form(page).getByRole("group", { name: new RegExp(`^${label}`) });

async function fillNameAndPassword(page: Page, name: string, password: string) {
  await form(page).getByLabel("이름", { exact: true }).fill(name);
  await form(page).getByLabel("비밀번호", { exact: true }).fill(password);
}

test("an organiser asks three questions, two invitees answer (one without JavaScript, one fixing a forgotten answer), and the organiser reads the summary and the CSV", async ({
  browser,
  page,
  request,
}) => {
  const organiser = await newOrganiser(request, "질문하는 주최자");
  await signInAs(page, organiser);
  await page.goto("/");

  // The dialog: three questions, the first required with three choices.
  await page.getByRole("button", { name: "첫 모임 만들기" }).click();
  const dialog = page.getByRole("dialog", { name: "새 모임 만들기" });
  await dialog.getByLabel("제목").fill("질문 있는 저녁");
  await dialog.getByLabel("모임 일시").fill("2031-04-05T19:00");

  const meal = await addQuestion(dialog, 1, "식사 메뉴", "하나 고르기");
  await meal.getByLabel("보기 1", { exact: true }).fill("한식");
  await meal.getByLabel("보기 2", { exact: true }).fill("양식");
  await meal.getByRole("button", { name: "보기 추가" }).click();
  await meal.getByLabel("보기 3", { exact: true }).fill("채식");
  await meal.getByLabel("필수").check();
  await addQuestion(dialog, 2, "알레르기", "짧은 답");
  await addQuestion(dialog, 3, "차로 오시나요?", "예·아니오");

  // The preview shows them as the invite page will ask them.
  const preview = dialog.getByRole("region", { name: "초대 페이지 미리 보기" });
  await expect(preview.getByTestId("question-preview")).toHaveText([
    /^식사 메뉴 \*한식양식채식$/,
    /^알레르기$/,
    /^차로 오시나요\?예아니오$/,
  ]);
  await dialog.getByRole("button", { name: "만들기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "모임이 생성되었습니다" })).toBeVisible();

  const listed = await request.get("/api/v1/events/", {
    headers: { Authorization: `Bearer ${organiser.token}` },
  });
  const [event] = (await listed.json()).data as {
    id: string;
    questions: {
      id: string;
      label: string;
      kind: string;
      choices: { id: string; label: string }[];
      required: boolean;
    }[];
  }[];
  const labels = (choices: { label: string }[]) => choices.map((choice) => choice.label);
  expect(event?.questions.map((q) => [q.label, q.kind, labels(q.choices), q.required])).toEqual([
    ["식사 메뉴", "choice", ["한식", "양식", "채식"], true],
    ["알레르기", "text", [], false],
    ["차로 오시나요?", "yes_no", [], false],
  ]);
  const invitePath = `/events/${event?.id}/public`;

  // 민지, with JavaScript, forgets the meal: told '답해 주세요' at the meal, nothing sent.
  const withJs = await phone(browser);
  const minji = await withJs.newPage();
  await openInvite(minji, invitePath);
  await fillNameAndPassword(minji, "민지", "pass1");
  await form(minji).getByRole("textbox", { name: "알레르기" }).fill("땅콩");
  await form(minji).getByRole("button", { name: "참석 신청하기" }).click();
  await expect(asked(minji, "식사 메뉴").getByTestId("form-problem")).toHaveText("답해 주세요");
  await expect(form(minji).getByTestId("form-outcome")).toHaveCount(0);
  // She picks one and sends again: taken.
  await asked(minji, "식사 메뉴").getByRole("radio", { name: "채식" }).check();
  await asked(minji, "차로 오시나요?").getByRole("radio", { name: "예" }).check();
  await form(minji).getByRole("button", { name: "참석 신청하기" }).click();
  await expect(form(minji).getByTestId("form-outcome")).toHaveText("참석이 등록되었습니다.");
  // Her answers are not on the public page.
  await expect(minji.getByText("땅콩")).toHaveCount(0);

  // 하준, without JavaScript: the page posts the form itself.
  const noJs = await phone(browser, false);
  const hajun = await noJs.newPage();
  await hajun.goto(invitePath);
  await expect(hajun.getByRole("heading", { name: "질문 있는 저녁" })).toBeVisible();
  await fillNameAndPassword(hajun, "하준", "pass2");
  await asked(hajun, "식사 메뉴").getByRole("radio", { name: "한식" }).check();
  await asked(hajun, "차로 오시나요?").getByRole("radio", { name: "아니오" }).check();
  await form(hajun).getByRole("button", { name: "참석 신청하기" }).click();
  await expect(hajun.getByTestId("form-answer")).toHaveText("참석이 등록되었습니다.");
  await expect(hajun.getByText("땅콩")).toHaveCount(0);

  // The organiser's responses page: each response's answers, and a summary per question.
  await page.goto(`/events/${event?.id}/responses`);
  await expect(page.getByTestId("response-item")).toHaveCount(2);
  await expect(responseItem(page, "민지")).toContainText("채식");
  await expect(responseItem(page, "민지")).toContainText("땅콩");
  await expect(responseItem(page, "하준")).toContainText("한식");
  const summary = (label: string) =>
    page.getByTestId("question-summary").filter({ has: page.getByText(label, { exact: false }) });
  await expect(summary("식사 메뉴").getByTestId("tally-row")).toHaveText([
    /^한식\s*1$/,
    /^양식\s*0$/,
    /^채식\s*1$/,
  ]);
  await expect(summary("차로 오시나요?").getByTestId("tally-row")).toHaveText([
    /^예\s*1$/,
    /^아니오\s*1$/,
  ]);
  const allergy = summary("알레르기");
  await expect(allergy).toContainText("참석 1석 (동반 포함)");
  await allergy.getByText("모두 보기").click();
  await expect(allergy.getByRole("listitem")).toHaveText([/민지\s*·\s*땅콩/]);

  // The CSV: a column per question, headed by its label.
  const { header, cells } = await exportedCsv(page);
  expect(header.slice(0, 2)).toEqual(["이름", "상태"]);
  const questions = ["식사 메뉴", "알레르기", "차로 오시나요?"];
  for (const label of questions) {
    expect(header.indexOf(label), label).toBeGreaterThan(1);
  }
  const rowOf = (name: string) => cells(name, questions);
  expect(rowOf("민지")).toEqual(["채식", "땅콩", "예"]);
  expect(rowOf("하준")).toEqual(["한식", "", "아니오"]);

  await withJs.close();
  await noJs.close();
});
