import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import type { Question } from "#contract/questions";
import {
  type FormRequest,
  ResponseForm,
} from "../../../web/features/invitee/components/response-form";
import { replyOf } from "../../../web/features/invitee/sending/posted-reply";
import { eventKeys } from "../../../web/lib/event-keys";
import { renderPage } from "../../../web/ssr/render-page";
import { json } from "../../support/web/http";
import { publicViewOf } from "../../support/web/invite";
import { question, savedChoices } from "../../support/web/questions";
import { publicResponse } from "../../support/web/responses";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";
const MEAL = question("qmeal000001", "식사 메뉴", "choice", {
  choices: savedChoices("한식", "양식"),
  required: true,
});
const NOTE = question("qnote000001", "하고 싶은 말", "text");
const CAR = question("qcar0000001", "차를 가져오나요?", "yes_no");
const MINJI = publicResponse("b", "attending", { name: "민지" });
const view = (questions: Question[], responses = [MINJI]) =>
  publicViewOf(responses, { id: EVENT, title: "모임", questions, revision: 3 });

const created = json(201, {
  message: "Registered as attending.",
  response: { ...publicResponse("b", "attending", { name: "민지" }), answers: {} },
  waiting_position: null,
  promoted: [],
  revision: 4,
});

function Page({ first }: { first: FormRequest }) {
  const [request, setRequest] = useState(first);
  const { data } = useQuery({
    queryKey: eventKeys.publicView(EVENT),
    queryFn: (): EventPublicView => {
      throw new Error("the test puts the view in the cache");
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!data) return null;
  return (
    <ResponseForm
      eventId={EVENT}
      view={data}
      request={request}
      onRequest={(next) => setRequest((current) => ({ ...next, nonce: current.nonce + 1 }))}
      mine={new Set()}
    />
  );
}

function setup(questions: Question[], answer: Response = created, request?: FormRequest) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer.clone());
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient();
  client.setQueryData(eventKeys.publicView(EVENT), view(questions));
  render(
    <QueryClientProvider client={client}>
      <Page first={request ?? { mode: "new", nonce: 0 }} />
    </QueryClientProvider>,
  );
  /** The JSON bodies sent to submit or modify. */
  const sent = () =>
    fetch.mock.calls
      .filter(([url]) => /\/(submit|modify|my-response)/.test(String(url)))
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { fetch, sent };
}

async function nameAndPassword(name = "지수") {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("이름"), name);
  await user.type(screen.getByLabelText("비밀번호"), "1234");
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe("the invite form's questions (decision 0042)", () => {
  it("asks them after the message, by kind, under the plain form's names", async () => {
    setup([MEAL, NOTE, CAR]);
    const fields = await screen.findByTestId("question-fields");
    // After the message field, in the form.
    const message = screen.getByLabelText(/메시지/);
    expect(message.compareDocumentPosition(fields) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const meal = within(fields).getByRole("group", { name: /식사 메뉴/ });
    expect(meal.textContent).toContain("필수");
    expect(
      within(meal)
        .getAllByRole("radio")
        .map((radio) => [radio.getAttribute("name"), radio.getAttribute("value")]),
    ).toEqual([
      ["answers.qmeal000001", "한식"],
      ["answers.qmeal000001", "양식"],
    ]);
    const note = screen.getByRole("textbox", { name: "하고 싶은 말" }) as HTMLInputElement;
    expect(note.name).toBe("answers.qnote000001");
    expect(note.maxLength).toBe(200);
    const car = within(fields).getByRole("group", { name: /차를 가져오나요/ });
    expect(car.textContent).not.toContain("필수");
    expect(
      within(car)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("aria-label")),
    ).toEqual(["예", "아니오"]);
    expect(
      within(car)
        .getAllByRole("radio")
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(["yes", "no"]);
  });

  it("sends the answers in the body: a choice, a text trimmed, yes as true; a blank one left out", async () => {
    const { sent } = setup([MEAL, NOTE, CAR]);
    await screen.findByTestId("question-fields");
    const user = await nameAndPassword();
    await user.click(screen.getByRole("radio", { name: "양식" }));
    await user.click(screen.getByRole("radio", { name: "예" }));
    await user.click(screen.getByRole("button", { name: "참석 신청하기" }));
    await screen.findByTestId("form-outcome");
    expect(sent()[0].answers).toEqual({ qmeal000001: "양식", qcar0000001: true });
  });

  it("says '답해 주세요' at a required question left unanswered, and sends nothing until it is", async () => {
    const { sent } = setup([MEAL, NOTE]);
    await screen.findByTestId("question-fields");
    const user = await nameAndPassword();
    await user.type(screen.getByRole("textbox", { name: "하고 싶은 말" }), "  늦을게요 ");
    await user.click(screen.getByRole("button", { name: "참석 신청하기" }));
    const meal = screen.getByRole("group", { name: /식사 메뉴/ });
    expect(within(meal).getByTestId("form-problem").textContent).toBe("답해 주세요");
    expect(within(meal).getAllByRole("radio")[0].getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(within(meal).getAllByRole("radio")[0]));
    expect(sent()).toEqual([]);
    await user.click(screen.getByRole("radio", { name: "한식" }));
    await user.click(screen.getByRole("button", { name: "참석 신청하기" }));
    await screen.findByTestId("form-outcome");
    expect(sent()[0].answers).toEqual({ qmeal000001: "한식", qnote000001: "늦을게요" });
  });

  it("asks nothing of a '불참' answer's required questions", async () => {
    const { sent } = setup([MEAL, NOTE], created, { mode: "edit", name: "민지", nonce: 1 });
    await screen.findByTestId("question-fields");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("비밀번호"), "1234");
    await user.click(screen.getByRole("radio", { name: "불참" }));
    await user.type(screen.getByRole("textbox", { name: "하고 싶은 말" }), "다음에 봬요");
    await user.click(screen.getByRole("button", { name: "응답 수정하기" }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      status: "not_attending",
      answers: { qnote000001: "다음에 봬요" },
    });
  });

  it.each([
    ["answer_not_a_choice", "보기 중에서 골라 주세요"],
    ["answer_too_long", "200자까지 쓸 수 있어요"],
    ["answer_invalid_characters", "쓸 수 없는 문자가 있어요"],
    ["answer_unknown_question", "답을 확인해 주세요"],
  ])("marks the question a refusal's %s names, in Korean", async (type, text) => {
    setup(
      [MEAL, NOTE],
      json(422, {
        code: "validation_failed",
        detail: [{ loc: ["body", "answers", "qnote000001"], msg: "no", type }],
      }),
    );
    await screen.findByTestId("question-fields");
    const user = await nameAndPassword();
    await user.click(screen.getByRole("radio", { name: "한식" }));
    await user.click(screen.getByRole("button", { name: "참석 신청하기" }));
    const note = screen.getByRole("textbox", { name: "하고 싶은 말" });
    await waitFor(() => expect(note.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByTestId("form-problem").textContent).toBe(text);
    expect(note.getAttribute("aria-describedby")).toBe(screen.getByTestId("form-problem").id);
  });

  it("opens a change by personal link with the holder's answers, and sends them all", async () => {
    const { sent } = setup([MEAL, NOTE, CAR], created, {
      mode: "edit",
      name: "민지",
      status: "attending",
      answers: { qmeal000001: "양식", qcar0000001: false },
      nonce: 1,
    });
    await screen.findByTestId("question-fields");
    expect((screen.getByRole("radio", { name: "양식" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "아니오" }) as HTMLInputElement).checked).toBe(true);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("비밀번호"), "1234");
    await user.click(screen.getByRole("radio", { name: "예" }));
    await user.click(screen.getByRole("button", { name: "응답 수정하기" }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    // The note she left empty is sent as "": the room clears it, and keeps nothing she did not see.
    expect(sent()[0].answers).toEqual({ qmeal000001: "양식", qnote000001: "", qcar0000001: true });
  });

  it("sends only what a change by name and password answers, a required one given before left to the room", async () => {
    const { sent } = setup([MEAL, NOTE], created, {
      mode: "edit",
      name: "민지",
      status: "attending",
      nonce: 1,
    });
    await screen.findByTestId("question-fields");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("비밀번호"), "1234");
    await user.type(screen.getByRole("textbox", { name: "하고 싶은 말" }), "조금 늦어요");
    await user.click(screen.getByRole("button", { name: "응답 수정하기" }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0].answers).toEqual({ qnote000001: "조금 늦어요" });
    expect(screen.queryByText("답해 주세요")).toBeNull();
  });

  it("leaves the answers out of a change by name and password that answers none (the room keeps them)", async () => {
    const { sent } = setup([MEAL], created, {
      mode: "edit",
      name: "민지",
      status: "attending",
      nonce: 1,
    });
    await screen.findByTestId("question-fields");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("비밀번호"), "1234");
    await user.click(screen.getByRole("button", { name: "응답 수정하기" }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).not.toHaveProperty("answers");
  });

  it("has no question fields and sends no answers for an event without questions", async () => {
    const { sent } = setup([]);
    const user = await nameAndPassword();
    expect(screen.queryByTestId("question-fields")).toBeNull();
    await user.click(screen.getByRole("button", { name: "참석 신청하기" }));
    await screen.findByTestId("form-outcome");
    expect(sent()[0]).not.toHaveProperty("answers");
  });
});

describe("the served invite page's questions", () => {
  const url = `https://moim.test/events/${EVENT}/public`;

  it("are in the Worker's markup, posting without JavaScript as answers.<id>", async () => {
    const html = (await renderPage(url, view([MEAL, NOTE, CAR]))) ?? "";
    expect(html.match(/name="answers\.qmeal000001" value="[^"]+"/g)).toHaveLength(2);
    expect(html).toMatch(/<input[^>]*name="answers\.qnote000001"/);
    expect(html).toMatch(
      /value="yes"[^>]*name="answers\.qcar0000001"|name="answers\.qcar0000001"[^>]*value="yes"/,
    );
    // The simple participants page's form asks them too.
    const simple =
      (await renderPage(`https://moim.test/events/${EVENT}/participants`, view([MEAL, NOTE]))) ??
      "";
    expect(simple).toMatch(/<input[^>]*name="answers\.qnote000001"/);
    expect(simple.match(/name="answers\.qmeal000001"/g)).toHaveLength(2);
    const plain = (await renderPage(url, view([]))) ?? "";
    expect(plain).not.toContain("answers.");
  });

  it("say in the app's Korean which answer a plain form's post was refused for", () => {
    const refused = (type: string, loc: (string | number)[]) => {
      const { text, field } = replyOf(new URLSearchParams(), {
        outcome: {
          ok: false,
          action: "submit",
          status: 422,
          body: { code: "validation_failed", detail: [{ loc, msg: "no", type }] },
          retryAfter: null,
        },
      });
      return { text, field };
    };
    expect(refused("answer_required", ["body", "answers", "qmeal000001"])).toEqual({
      text: "답해 주세요",
      field: "answers.qmeal000001",
    });
    expect(refused("answer_not_a_choice", ["body", "answers.qmeal000001"])).toEqual({
      text: "보기 중에서 골라 주세요",
      field: "answers.qmeal000001",
    });
    // Not an answer's: the response's own field, as before.
    expect(refused("name_too_long", ["body", "name"]).field).toBe("name");
  });

  it("stay as served while the app takes the form over, with what was chosen before", async () => {
    const questions = [MEAL, NOTE];
    const tree = (Form: typeof ResponseForm, client: QueryClient) => (
      <QueryClientProvider client={client}>
        <Form
          eventId={EVENT}
          view={view(questions)}
          request={{ mode: "new", nonce: 0 }}
          onRequest={() => {}}
          mine={new Set()}
        />
      </QueryClientProvider>
    );
    // The server awaits the fields' chunk (web/ssr/render-page.tsx) ...
    const { loadQuestionFields } = await import(
      "../../../web/features/invitee/components/question-slot"
    );
    await loadQuestionFields();
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree(ResponseForm, new QueryClient()));
    document.body.append(container);
    const served = container.querySelector<HTMLInputElement>(
      '[name="answers.qmeal000001"][value="양식"]',
    );
    if (!served) throw new Error("no served choice");
    served.checked = true;
    // ... the browser has not fetched it yet when the app takes over.
    vi.resetModules();
    const fresh = await import("../../../web/features/invitee/components/response-form");
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree(fresh.ResponseForm, new QueryClient()), {
        onRecoverableError: errors,
      });
    });
    await waitFor(() => expect(container.querySelectorAll('[name^="answers."]')).toHaveLength(3));
    expect(errors).not.toHaveBeenCalled();
    // The same element, still chosen: the served fields were kept, not made anew.
    expect(container.querySelector('[name="answers.qmeal000001"][value="양식"]')).toBe(served);
    expect(served.checked).toBe(true);
    container.remove();
  });
});
