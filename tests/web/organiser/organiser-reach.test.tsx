import { fireEvent, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ResponseEmail } from "#contract/notify";
import type { ResponseAdmin } from "#contract/responses";
import { RESPONSE_EMAIL_MAX } from "../../../web/features/organiser/api/response-email";
import { dismissToast, useToasts } from "../../../web/lib/toasts";
import { offeringClass } from "../../support/web/events";
import { json } from "../../support/web/http";
import {
  renderResponseList,
  renderResponsesPage,
  socketOpened,
  withFakeSockets,
} from "../../support/web/organiser";
import { adminResponse } from "../../support/web/responses";
import { ToastDescriptions } from "../../support/web/toasts";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c32";
const EXPIRES = "2030-03-05T06:00:00.000Z";

const event = offeringClass({ id: EVENT, max_participants: 1 });

withFakeSockets();

// Toasts live in one module-wide list for five seconds: one test's must not show in the next.
afterEach(() => {
  const { result, unmount } = renderHook(() => useToasts());
  for (const shown of result.current) dismissToast(shown.id);
  unmount();
});

/** The reach badges and the notice badge of each row, as the organiser reads them. */
const rowTexts = (testId: string) =>
  screen.getAllByTestId("response-item").map((row) =>
    within(row)
      .queryAllByTestId(testId)
      .map((badge) => badge.textContent),
  );

describe("who can be told, in the organiser's list", () => {
  it("names each channel of a waiting response, both when both, or '알림 없음'", () => {
    renderResponseList([
      adminResponse("메일", "waiting", 0, { channels: ["email"] }),
      adminResponse("푸시", "waiting", 0, { channels: ["push"] }),
      // Whatever order the server lists them in, mail comes first.
      adminResponse("둘다", "waiting", 0, { channels: ["push", "email"] }),
      adminResponse("없음", "waiting"),
    ]);
    expect(rowTexts("response-reach")).toEqual([
      ["알림: 이메일"],
      ["알림: 푸시"],
      ["알림: 이메일", "알림: 푸시"],
      ["알림 없음"],
    ]);
  });

  it("says when an address waits for its verification mail, or cannot be mailed at all", () => {
    renderResponseList([
      adminResponse("대기", "waiting", 0, { email_problem: "held" }),
      adminResponse("거부", "waiting", 0, { email_problem: "refused" }),
      adminResponse("정상", "waiting", 0, { channels: ["email"], email_problem: null }),
    ]);
    expect(rowTexts("email-problem")).toEqual([["확인 메일 대기"], ["이메일 전달 불가"], []]);
    expect(rowTexts("response-reach")).toEqual([["알림 없음"], ["알림 없음"], ["알림: 이메일"]]);
  });

  it("says it for an offered response too, and nothing for the settled ones", () => {
    renderResponseList([
      adminResponse("참석", "attending", 0, { channels: ["email"] }),
      adminResponse("불참", "not_attending"),
      adminResponse("미정", "maybe", 0, { channels: ["push"] }),
      adminResponse("제안", "offered", 0, {
        channels: ["push"],
        offer_expires_at: EXPIRES,
        offer_notice: "delivered",
      }),
    ]);
    expect(rowTexts("response-reach")).toEqual([[], [], [], ["알림: 푸시"]]);
  });

  it("never shows an address: the row holds only the channel's name", () => {
    renderResponseList([adminResponse("메일", "waiting", 0, { channels: ["email"] })], {
      onDelete: () => {},
      onEmail: () => {},
    });
    expect(screen.getByTestId("response-item").textContent).not.toContain("@");
  });
});

describe("whether an open offer's notice got through", () => {
  const offered = (notice: ResponseAdmin["offer_notice"]) =>
    adminResponse(`제안 ${notice}`, "offered", 0, {
      channels: notice === "none" ? [] : ["email"],
      offer_expires_at: EXPIRES,
      offer_notice: notice,
    });

  it("reads each state in a small badge of its own tone", () => {
    renderResponseList([
      offered("pending"),
      offered("delivered"),
      offered("failed"),
      offered("none"),
      offered(null),
    ]);
    expect(rowTexts("offer-notice")).toEqual([
      ["알림 보내는 중"],
      ["알림 전달됨"],
      ["알림 실패"],
      ["알릴 방법 없음"],
      [],
    ]);
    const tones = screen.getAllByTestId("offer-notice").map((badge) => badge.className);
    expect(tones[1]).toContain("badge-success");
    expect(tones[2]).toContain("badge-error");
    expect(tones[3]).toContain("badge-warning");
  });

  it("is not shown once the response is no longer offered", () => {
    renderResponseList([adminResponse("참석", "attending", 0, { offer_notice: "delivered" })]);
    expect(screen.queryByTestId("offer-notice")).toBeNull();
  });
});

describe("the reach kept current by the organiser's live message", () => {
  it("follows a verified address and the offer's notice as the room reports them", async () => {
    const waiting = adminResponse("하늘", "waiting");
    renderResponsesPage(event, [waiting]);
    const row = await screen.findByTestId("response-item");
    expect(within(row).getByTestId("response-reach").textContent).toBe("알림 없음");

    const socket = await socketOpened();
    const verified = [{ ...waiting, channels: ["email" as const] }];
    socket.receiveResponses(3, verified);
    expect(within(row).getByTestId("response-reach").textContent).toBe("알림: 이메일");
    expect(within(row).getByRole("button", { name: "이메일 보내기" })).toBeTruthy();

    const offered = [
      {
        ...waiting,
        status: "offered" as const,
        channels: ["email" as const],
        offer_expires_at: EXPIRES,
        offer_notice: "pending" as const,
      },
    ];
    socket.receiveResponses(4, offered);
    expect(within(row).getByTestId("offer-notice").textContent).toBe("알림 보내는 중");
    const told = [{ ...offered[0], offer_notice: "delivered" as const }] as ResponseAdmin[];
    socket.receiveResponses(5, told);
    expect(within(row).getByTestId("offer-notice").textContent).toBe("알림 전달됨");
  });
});

describe("'이메일 보내기' in a response's menu", () => {
  it("is offered only on a response with a verified address", () => {
    renderResponseList(
      [
        adminResponse("메일", "attending", 0, { channels: ["email"] }),
        adminResponse("푸시", "waiting", 0, { channels: ["push"] }),
        adminResponse("없음", "attending"),
      ],
      { onDelete: () => {}, onEmail: () => {} },
    );
    const rows = screen.getAllByTestId("response-item");
    const offers = rows.map((row) => within(row).queryByRole("button", { name: "이메일 보내기" }));
    expect(offers.map((button) => button !== null)).toEqual([true, false, false]);
    // Each keeps its delete.
    for (const row of rows)
      expect(within(row).getByRole("button", { name: "응답 삭제" })).toBeTruthy();
  });

  it("holds the web's limit to the contract's", () => {
    const ok = ResponseEmail.safeParse({ message: "가".repeat(RESPONSE_EMAIL_MAX) });
    const over = ResponseEmail.safeParse({ message: "가".repeat(RESPONSE_EMAIL_MAX + 1) });
    expect([ok.success, over.success]).toEqual([true, false]);
  });
});

/**
 * The page with one response that has a verified address, its '이메일 보내기' dialog open, and
 * the mail route answering `reply`; `mails` collects what was posted to it.
 */
async function openEmailDialog(reply: () => Response) {
  const target = adminResponse("하늘", "waiting", 0, { channels: ["email"] });
  const fetch = renderResponsesPage(event, [target]);
  const page = fetch.getMockImplementation() as (input: RequestInfo | URL) => Promise<Response>;
  const mails: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).endsWith("/email")) return page(input);
    mails.push({ url: String(input), init });
    return reply();
  });
  render(<ToastDescriptions />);
  const row = await screen.findByTestId("response-item");
  const user = userEvent.setup();
  await user.click(within(row).getByRole("button", { name: "이메일 보내기" }));
  const dialog = await screen.findByRole("dialog", { name: "이메일 보내기" });
  return { target, mails, user, dialog };
}

describe("the '이메일 보내기' dialog", () => {
  it("sends the trimmed message to that response, closes and toasts '메일을 보냈어요'", async () => {
    const { target, mails, user, dialog } = await openEmailDialog(() => json(202, { sent: true }));
    const box = within(dialog).getByLabelText("메시지") as HTMLTextAreaElement;
    const send = within(dialog).getByRole("button", { name: "보내기" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(box.maxLength).toBe(500);
    expect(within(dialog).getByTestId("email-count").textContent).toBe("0 / 500자");
    // Nothing of the address: the dialog names the response, not where the mail goes.
    expect(dialog.textContent).toContain("하늘");
    expect(dialog.textContent).not.toContain("@");

    await user.type(box, "  자리 확인 부탁해요 ");
    expect(within(dialog).getByTestId("email-count").textContent).toBe("13 / 500자");
    await user.click(send);

    await waitFor(() => expect(screen.getByTestId("toast").textContent).toBe("메일을 보냈어요"));
    expect(mails.length).toBe(1);
    const [{ url, init }] = mails as [(typeof mails)[number]];
    expect(url).toContain(`/api/v1/events/${EVENT}/responses/${target.id}/email`);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ message: "자리 확인 부탁해요" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says in Korean when the response has no verified address, keeping what was written", async () => {
    const { user, dialog } = await openEmailDialog(() =>
      json(409, { detail: "No verified address.", code: "no_email_channel" }),
    );
    const box = within(dialog).getByLabelText("메시지") as HTMLTextAreaElement;
    await user.type(box, "안녕하세요");
    await user.click(within(dialog).getByRole("button", { name: "보내기" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "이 응답에는 확인된 알림 이메일이 없어 메일을 보낼 수 없어요.",
    );
    expect(box.value).toBe("안녕하세요");
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("says when the next mail may go after a 429", async () => {
    const { user, dialog } = await openEmailDialog(() =>
      json(429, { detail: "Too many.", code: "too_many_emails" }, { "retry-after": "240" }),
    );
    await user.type(within(dialog).getByLabelText("메시지"), "다시");
    await user.click(within(dialog).getByRole("button", { name: "보내기" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "이 응답에는 방금 메일을 보냈어요. 4분 뒤에 다시 보내주세요.",
    );
  });

  it("sends nothing for a message of spaces", async () => {
    const { mails, user, dialog } = await openEmailDialog(() => json(202, { sent: true }));
    await user.type(within(dialog).getByLabelText("메시지"), "   ");
    const send = within(dialog).getByRole("button", { name: "보내기" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    // Nor when the form is submitted some other way (Enter in a field of a future form).
    fireEvent.submit(within(dialog).getByLabelText("메시지").closest("form") as HTMLFormElement);
    expect(mails).toEqual([]);
  });
});
