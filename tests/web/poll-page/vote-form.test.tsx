import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ACTION_DATA_ELEMENT_ID } from "#contract/invite-page";
import type { VoteFormReply } from "#contract/poll-page";
import type { PollPublicView } from "#contract/polls";
import { keepServedReply } from "../../../web/app/served-reply";
import { json } from "../../support/web/http";
import { pollView, renderPollPage, withFakeSockets } from "../../support/web/poll-page";

withFakeSockets();

/** Picks an answer for each date given, by its row's place. */
async function pick(user: ReturnType<typeof userEvent.setup>, answers: string[]) {
  const groups = screen.getAllByRole("radiogroup");
  for (const [index, answer] of answers.entries()) {
    await user.click(within(groups[index]).getByRole("radio", { name: answer }));
  }
}

async function typeWho(user: ReturnType<typeof userEvent.setup>, name: string, password: string) {
  if (name) await user.type(screen.getByLabelText("이름"), name);
  if (password) await user.type(screen.getByLabelText("비밀번호"), password);
}

const reply = async () => (await screen.findByTestId("vote-reply")).textContent;

const voted = (view: PollPublicView, version: number) => ({
  message: "Vote recorded",
  vote: { name: "민수", choices: {}, email: null, email_verified: false },
  poll: { ...view, version, voter_count: 1 },
});

describe("the vote form", () => {
  it("sends a vote with each date's answer and shows the poll as it stands", async () => {
    const view = pollView();
    const page = renderPollPage(view, (call) =>
      call.method === "POST" ? json(201, voted(view, 2)) : undefined,
    );
    const user = userEvent.setup();
    await pick(user, ["가능", "조율 가능"]);
    await typeWho(user, "민수", "1234");
    await user.click(screen.getByRole("button", { name: "투표하기" }));

    expect(await reply()).toBe("투표했습니다. 고맙습니다!");
    expect(page.calls).toEqual([
      {
        method: "POST",
        path: `/api/v1/polls/${view.id}/votes`,
        body: {
          name: "민수",
          password: "1234",
          choices: [
            { option_id: view.options[0].id, answer: "yes" },
            { option_id: view.options[1].id, answer: "maybe" },
          ],
        },
        authorization: null,
      },
    ]);
    expect(page.cached()?.voter_count).toBe(1);
    expect(screen.getByTestId("poll-voter-count").textContent).toBe("1명 투표");
  });

  it("changes a vote with PUT and takes one back with DELETE, name and password only", async () => {
    const view = pollView();
    const page = renderPollPage(view, () => json(200, { ...voted(view, 2), vote: null }));
    const user = userEvent.setup();
    await pick(user, ["불가"]);
    await typeWho(user, "민수", "1234");
    await user.click(screen.getByRole("button", { name: "투표 수정" }));
    expect(await reply()).toBe("투표를 고쳤습니다.");
    await user.click(screen.getByRole("button", { name: "투표 취소" }));
    await waitFor(() => expect(page.calls).toHaveLength(2));
    expect(page.calls.map((call) => [call.method, call.body])).toEqual([
      [
        "PUT",
        {
          name: "민수",
          password: "1234",
          choices: [{ option_id: view.options[0].id, answer: "no" }],
        },
      ],
      ["DELETE", { name: "민수", password: "1234" }],
    ]);
    expect(await reply()).toBe("투표를 취소했습니다.");
  });

  it("says in Korean what is missing before sending anything", async () => {
    const page = renderPollPage(pollView());
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "투표하기" }));
    expect(await reply()).toBe("이름과 비밀번호를 입력해주세요.");
    expect(screen.getByLabelText("이름").getAttribute("aria-invalid")).toBe("true");

    await typeWho(user, "민수", "12");
    await user.click(screen.getByRole("button", { name: "투표하기" }));
    await waitFor(async () => expect(await reply()).toBe("비밀번호는 최소 4자 이상이어야 합니다."));

    await user.type(screen.getByLabelText("비밀번호"), "34");
    await user.click(screen.getByRole("button", { name: "투표하기" }));
    await waitFor(async () => expect(await reply()).toBe("날짜를 하나 이상 골라주세요."));
    expect(page.calls).toEqual([]);
  });

  it("words the API's refusals in Korean and marks the field", async () => {
    const view = pollView();
    let refusal = json(400, { detail: "A vote already exists for this name", code: "vote_exists" });
    renderPollPage(view, () => refusal);
    const user = userEvent.setup();
    await pick(user, ["가능"]);
    await typeWho(user, "민수", "1234");
    await user.click(screen.getByRole("button", { name: "투표하기" }));
    expect(await reply()).toBe(
      "이미 투표한 이름입니다. 바꾸려면 비밀번호를 넣고 '투표 수정'을 눌러주세요.",
    );
    expect(screen.getByLabelText("이름").getAttribute("aria-invalid")).toBe("true");

    refusal = json(400, { detail: "Invalid credentials", code: "invalid_credentials" });
    await user.click(screen.getByRole("button", { name: "투표 수정" }));
    await waitFor(() =>
      expect(screen.getByLabelText("비밀번호").getAttribute("aria-invalid")).toBe("true"),
    );

    refusal = json(409, { detail: "This poll is closed", code: "poll_closed" });
    await user.click(screen.getByRole("button", { name: "투표 수정" }));
    await waitFor(async () => expect(await reply()).toBe("이 투표는 마감되었습니다."));
  });

  it("shows the reply to a form posted before the app ran, with what was typed put back", () => {
    const view = pollView();
    const [, second] = view.options;
    const served: VoteFormReply = {
      status: 400,
      ok: false,
      action: "create",
      text: "이미 투표한 이름입니다.",
      field: "name",
      typed: { name: "민수", notify_email: "m@example.com", choices: { [second.id]: "maybe" } },
    };
    // As the Worker inlines the route's action data (worker/pages/poll-page.ts).
    const data = document.createElement("script");
    data.type = "application/json";
    data.id = ACTION_DATA_ELEMENT_ID;
    data.textContent = JSON.stringify({ "0-0": served });
    document.head.append(data);
    keepServedReply();
    data.remove();
    renderPollPage(view);

    expect(screen.getByTestId("vote-reply").textContent).toBe("이미 투표한 이름입니다.");
    expect((screen.getByLabelText("이름") as HTMLInputElement).value).toBe("민수");
    expect(screen.getByLabelText("이름").getAttribute("aria-invalid")).toBe("true");
    expect((screen.getByLabelText(/알림 받을 이메일/) as HTMLInputElement).value).toBe(
      "m@example.com",
    );
    expect((screen.getByLabelText("비밀번호") as HTMLInputElement).value).toBe("");
    const groups = screen.getAllByRole("radiogroup");
    const checked = (index: number) =>
      within(groups[index])
        .getAllByRole("radio")
        .filter((radio) => (radio as HTMLInputElement).checked)
        .map((radio) => radio.getAttribute("aria-label"));
    expect([checked(0), checked(1)]).toEqual([[], ["조율 가능"]]);
    keepServedReply();
  });
});
