import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PollPublicView } from "#contract/polls";
import { keyBytes } from "../../../web/features/push/browser-subscription";
import {
  ENDPOINT,
  IPHONE_SAFARI,
  installPush,
  KEY,
  setUserAgent,
  withoutPushAfterEach,
} from "../../support/web/browser-push";
import { type ApiCall, json } from "../../support/web/http";
import { pollView, renderPollPage, withFakeSockets } from "../../support/web/poll-page";

withFakeSockets();
withoutPushAfterEach();

const SUBSCRIPTION = {
  endpoint: ENDPOINT,
  expirationTime: null,
  keys: { p256dh: `B${"p".repeat(86)}`, auth: "a".repeat(22) },
};

const BOX = "이 브라우저로 알림 받기";

/** The Worker's answers: the key, and each vote as recorded, `push` as the server kept it. */
const server =
  (view: PollPublicView, vote: (call: ApiCall) => Response | undefined = () => undefined) =>
  (call: ApiCall) => {
    if (call.path.endsWith("/push/vapid-public-key")) return json(200, { key: KEY });
    if (!call.path.endsWith("/votes")) return undefined;
    const answered = vote(call);
    if (answered) return answered;
    const body = call.body as { subscription?: unknown };
    return json(call.method === "POST" ? 201 : 200, {
      message: "Vote recorded",
      vote: {
        name: "민수",
        choices: {},
        email: null,
        email_verified: false,
        push: !!body.subscription,
      },
      poll: { ...view, version: 2, voter_count: 1 },
    });
  };

async function fillVote(user: ReturnType<typeof userEvent.setup>) {
  const [first] = screen.getAllByRole("radiogroup");
  await user.click(within(first).getByRole("radio", { name: "가능" }));
  await user.type(screen.getByLabelText("이름"), "민수");
  await user.type(screen.getByLabelText("비밀번호"), "1234");
}

const votes = (calls: ApiCall[]) =>
  calls.filter((call) => call.path.endsWith("/votes")).map((call) => [call.method, call.body]);

const reply = async () => (await screen.findByTestId("vote-reply")).textContent;

describe("the vote form's notifications in this browser", () => {
  it("subscribes on the tick with the server's key and sends the subscription with the vote", async () => {
    const browser = installPush();
    const view = pollView();
    const page = renderPollPage(view, server(view));
    const user = userEvent.setup();
    const box = await screen.findByRole("checkbox", { name: BOX });
    expect((box as HTMLInputElement).disabled).toBe(false);

    await user.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(Array.from(options?.applicationServerKey as Uint8Array)).toEqual([...keyBytes(KEY)]);
    // Nothing is sent before the vote: the subscription goes with it.
    expect(votes(page.calls)).toEqual([]);

    await fillVote(user);
    await user.click(screen.getByRole("button", { name: "투표하기" }));
    expect(await reply()).toBe(
      "투표했습니다. 고맙습니다! 날짜가 정해지면 이 브라우저로 알려드립니다.",
    );
    const [[method, body]] = votes(page.calls);
    expect(method).toBe("POST");
    expect(body).toMatchObject({ name: "민수", subscription: SUBSCRIPTION });
  });

  it("on a change, unticking sends null; untouched, the call says nothing of it", async () => {
    installPush();
    const view = pollView();
    const page = renderPollPage(view, server(view));
    const user = userEvent.setup();
    await fillVote(user);
    await user.click(screen.getByRole("button", { name: "투표 수정" }));
    expect(await reply()).toBe("투표를 고쳤습니다.");

    const box = screen.getByRole("checkbox", { name: BOX });
    await user.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole("button", { name: "투표 수정" }));
    await waitFor(async () =>
      expect(await reply()).toBe("투표를 고쳤습니다. 이 브라우저로는 더 이상 알리지 않습니다."),
    );
    const sent = votes(page.calls);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.[1]).not.toHaveProperty("subscription");
    expect(sent[1]).toEqual(["PUT", expect.objectContaining({ subscription: null })]);
  });

  it("a new vote unticked sends no subscription, not even null", async () => {
    installPush();
    const view = pollView();
    const page = renderPollPage(view, server(view));
    const user = userEvent.setup();
    const box = await screen.findByRole("checkbox", { name: BOX });
    await user.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    await user.click(box);
    await fillVote(user);
    await user.click(screen.getByRole("button", { name: "투표하기" }));
    expect(await reply()).toBe("투표했습니다. 고맙습니다!");
    expect(votes(page.calls)[0]?.[1]).not.toHaveProperty("subscription");
  });

  it("blocked notifications are said plainly, and the vote goes in without them", async () => {
    const browser = installPush({ permission: "denied" });
    const view = pollView();
    const page = renderPollPage(view, server(view));
    const user = userEvent.setup();
    const box = await screen.findByRole("checkbox", { name: BOX });
    await user.click(box);
    expect((await screen.findByTestId("push-problem")).textContent).toBe(
      "이 사이트의 알림이 차단되어 있어 알림 없이 투표됩니다. 브라우저의 사이트 설정에서 알림을 허용한 뒤 다시 체크해주세요.",
    );
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();

    await fillVote(user);
    await user.click(screen.getByRole("button", { name: "투표하기" }));
    expect(await reply()).toBe("투표했습니다. 고맙습니다!");
    expect(votes(page.calls)[0]?.[1]).not.toHaveProperty("subscription");
  });

  it("a dismissed prompt or a failing push service leaves the box unticked, with why", async () => {
    installPush({ permission: "default" });
    const view = pollView();
    renderPollPage(view, server(view));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: BOX }));
    expect((await screen.findByTestId("push-problem")).textContent).toContain(
      "알림을 허용하지 않아 알림 없이 투표됩니다.",
    );
    cleanup();

    const browser = installPush();
    browser.pushManager.subscribe.mockRejectedValueOnce(new DOMException("gone", "AbortError"));
    renderPollPage(view, server(view));
    await user.click(await screen.findByRole("checkbox", { name: BOX }));
    expect((await screen.findByTestId("push-problem")).textContent).toContain(
      "이 브라우저에서 알림을 켜지 못해 알림 없이 투표됩니다.",
    );
    expect((screen.getByRole("checkbox", { name: BOX }) as HTMLInputElement).checked).toBe(false);
  });

  it("a push service the Worker refuses does not cost the vote: it goes again without", async () => {
    installPush();
    const view = pollView();
    const page = renderPollPage(
      view,
      server(view, (call) =>
        (call.body as { subscription?: unknown }).subscription
          ? json(422, {
              detail: [
                {
                  loc: ["body", "subscription", "endpoint"],
                  msg: "not a push service",
                  type: "value_error",
                },
              ],
              code: "validation_failed",
            })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    const box = await screen.findByRole("checkbox", { name: BOX });
    await user.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    await fillVote(user);
    await user.click(screen.getByRole("button", { name: "투표하기" }));
    expect(await reply()).toBe(
      "투표했습니다. 고맙습니다! 이 브라우저의 알림 서비스는 쓸 수 없어 알림 없이 투표했습니다.",
    );
    const sent = votes(page.calls);
    expect(sent.map(([method]) => method)).toEqual(["POST", "POST"]);
    expect(sent[1]?.[1]).not.toHaveProperty("subscription");
  });

  it("a browser without the Push API is told so, its box disabled, and votes as ever", async () => {
    const view = pollView();
    const page = renderPollPage(view, server(view));
    const box = await screen.findByRole("checkbox", { name: BOX });
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId("push-note").textContent).toBe(
      "이 브라우저는 알림을 받을 수 없습니다. 알림 없이 투표됩니다.",
    );
    const user = userEvent.setup();
    await fillVote(user);
    await user.click(screen.getByRole("button", { name: "투표하기" }));
    expect(await reply()).toBe("투표했습니다. 고맙습니다!");
    expect(votes(page.calls)[0]?.[1]).not.toHaveProperty("subscription");
  });

  it("iPhone Safari outside the home screen is told how to get notifications there", async () => {
    setUserAgent(IPHONE_SAFARI);
    renderPollPage(pollView());
    const box = await screen.findByRole("checkbox", { name: BOX });
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId("push-note").textContent).toContain("홈 화면에 추가");
  });
});
