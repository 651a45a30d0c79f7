import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { seatCountsOf } from "#contract/guest-list";
import type { EventPublicView } from "#contract/public-view";
import type { ResponsePublic } from "#contract/responses";
import { EventDetails } from "../../../web/features/invitee/components/event-details";
import { MyResponses } from "../../../web/features/invitee/components/my-responses-panel";
import { ParticipantList } from "../../../web/features/invitee/components/participant-list";
import type { MyResponse } from "../../../web/features/invitee/my-responses/read";
import { labelledChoices } from "../../../web/features/invitee/public-response-rules";
import { patchSnapshot } from "../../../web/features/invitee/sending/snapshot-patch";
import { successMessage } from "../../../web/features/invitee/sending/success-message";
import { publicViewOf } from "../../support/web/invite";
import { callTo, renderInvitePage, withQuietSockets } from "../../support/web/invite-page";
import { QueryWrapper, renderMyResponses } from "../../support/web/my-responses";
import { publicResponse } from "../../support/web/responses";
import { ToastDescriptions } from "../../support/web/toasts";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c33";
// 2026-11-27 15:00 in Seoul.
const EXPIRES = "2026-11-27T06:00:00.000Z";

const person = (i: number, name: string, status: ResponsePublic["status"], guests = 0) =>
  publicResponse(i, status, {
    name,
    guests,
    offer_expires_at: status === "offered" ? EXPIRES : null,
    created_at: `2026-11-23T10:0${i}:00.000Z`,
  });

const viewOf = (responses: ResponsePublic[], max: number | null = 10, revision = 4) =>
  publicViewOf(responses, {
    id: EVENT,
    title: "원데이 클래스",
    max_participants: max,
    promotion: "offer",
    revision,
  });

withQuietSockets();

describe("open offers on the invite page", () => {
  it("are listed between attending and the waiting list, each with its deadline", () => {
    const view = viewOf([
      person(1, "민지", "attending"),
      person(2, "하늘", "offered"),
      person(3, "서준", "waiting"),
    ]);
    render(<ParticipantList view={view} mine={new Set()} />);
    const groups = screen.getAllByTestId("participant-group");
    expect(groups.map((group) => group.dataset.status)).toEqual([
      "attending",
      "offered",
      "waiting",
    ]);
    expect(within(groups[1] as HTMLElement).getByRole("heading").textContent).toBe("자리 제안 1");
    const badge = within(groups[1] as HTMLElement).getByText(/자리 제안 중/);
    expect(badge.textContent).toBe("자리 제안 중 · 11월 27일 오후 3:00까지");
    expect(badge.dataset.status).toBe("offered");
    expect(within(groups[2] as HTMLElement).getByRole("heading").textContent).toBe(
      "대기 1 · 신청 순서대로 자리가 나면 제안",
    );
    // The first who waits is still 대기 1: an offer is no longer a place in the line.
    expect(within(groups[2] as HTMLElement).getByText("대기 1")).toBeTruthy();
  });

  it("read on the event's clock", () => {
    const view = { ...viewOf([person(2, "Lena", "offered")]), time_zone: "Europe/Berlin" };
    render(<ParticipantList view={view} mine={new Set()} />);
    expect(screen.getByText(/자리 제안 중/).textContent).toBe(
      "자리 제안 중 · 11월 27일 오전 7:00까지",
    );
  });

  it("take seats in the capacity box: '참석 8 / 10명 · 제안 중 2명', and the event is full", () => {
    const responses = [
      ...Array.from({ length: 8 }, (_, i) => person(i + 1, `참석${i}`, "attending")),
      person(9, "하늘", "offered", 1),
      person(10, "서준", "waiting"),
    ];
    render(<EventDetails view={viewOf(responses)} live="live" />);
    const capacity = screen.getByTestId("capacity");
    expect(screen.getByTestId("attending-count").textContent).toBe("8 / 10");
    expect(capacity.textContent).toContain("참석8 / 10명 · 제안 중 2명");
    expect((capacity.querySelector("progress") as HTMLProgressElement).value).toBe(100);
    expect(capacity.textContent).toContain(
      "정원이 찼습니다. 지금 신청하면 대기 명단에 올라가고, 자리가 나면 순서대로 자리를 제안받습니다.",
    );
    expect(screen.getByTestId("waiting-count").textContent).toBe("대기 1명");
  });

  it("say nothing of offers while none are open", () => {
    render(<EventDetails view={viewOf([person(1, "민지", "attending")])} live="live" />);
    expect(screen.getByTestId("capacity").textContent).not.toContain("제안");
  });

  it("are accepted with 참석 in a change, though the offer's seats fill the event", () => {
    const view = viewOf([person(1, "민지", "attending"), person(2, "하늘", "offered")], 2);
    expect(labelledChoices("edit", seatCountsOf(view), "offered")).toEqual([
      { value: "attending", label: "참석" },
      { value: "not_attending", label: "불참" },
      { value: "maybe", label: "미정" },
    ]);
    // Someone else asking for a seat now waits behind the offer.
    expect(labelledChoices("new", seatCountsOf(view))).toEqual([
      { value: "waiting", label: "대기 신청" },
    ]);
  });
});

/** '내 응답' over a changing snapshot, with the toasts it shows. */
function Watched({ view, entry }: { view: EventPublicView; entry: MyResponse }) {
  return (
    <>
      <MyResponses
        view={view}
        mine={[entry]}
        closed={false}
        onEdit={() => {}}
        onCancel={() => {}}
        eventId={EVENT}
      />
      <ToastDescriptions />
    </>
  );
}

describe("'내 응답' when this browser's response is offered a seat", () => {
  it("says so with the deadline, and its answers open the form with 참석 or 불참 chosen", async () => {
    const offered = person(2, "하늘", "offered");
    const onEdit = vi.fn();
    renderMyResponses(offered, { onEdit, zone: "Asia/Seoul", eventId: EVENT });
    const card = screen.getByTestId("offer-card");
    expect(card.getAttribute("role")).toBe("alert");
    expect(within(card).getByTestId("offer-deadline").textContent).toBe(
      "자리가 났어요! 11월 27일 오후 3:00까지 참석을 확정해 주세요.",
    );
    const user = userEvent.setup();
    await user.click(within(card).getByRole("button", { name: "참석 확정" }));
    expect(onEdit).toHaveBeenLastCalledWith({ ...offered, status: "attending" });
    await user.click(within(card).getByRole("button", { name: "참석 안 함" }));
    expect(onEdit).toHaveBeenLastCalledWith({ ...offered, status: "not_attending" });
  });

  it("after a lapse reads 불참, says the seat went on and offers the queue again", async () => {
    const lapsed = person(2, "하늘", "not_attending");
    const onEdit = vi.fn();
    renderMyResponses(lapsed, { onEdit, lapsed: [lapsed.id], zone: "Asia/Seoul", eventId: EVENT });
    expect(screen.queryByTestId("offer-card")).toBeNull();
    const mine = screen.getByTestId("my-response");
    expect(within(mine).getByText("불참")).toBeTruthy();
    expect(screen.getByTestId("offer-lapsed").textContent).toContain(
      "참석 확정 기한이 지나 자리가 다음 순서로 넘어갔어요.",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "다시 대기 신청" }));
    expect(onEdit).toHaveBeenLastCalledWith({ ...lapsed, status: "waiting" });
  });

  it("is noticed live: a toast when the seat is offered, the lapse once it ends unanswered", () => {
    const waiting = person(2, "하늘", "waiting");
    const entry: MyResponse = { id: waiting.id, name: "하늘", status: "waiting", revision: 4 };
    localStorage.setItem(`moim:my-responses:${EVENT}`, JSON.stringify([entry]));
    const attending = person(1, "민지", "attending");
    const { rerender } = render(
      <Watched entry={entry} view={viewOf([attending, waiting], 2, 4)} />,
      { wrapper: QueryWrapper },
    );
    expect(screen.queryByTestId("offer-card")).toBeNull();

    rerender(
      <Watched
        entry={entry}
        view={viewOf(
          [attending, { ...waiting, status: "offered", offer_expires_at: EXPIRES }],
          2,
          5,
        )}
      />,
    );
    expect(screen.getByTestId("offer-card")).toBeTruthy();
    expect(screen.getByTestId("toast").textContent).toBe(
      "하늘님, 자리가 났어요! 11월 27일 오후 3:00까지 참석을 확정해 주세요.",
    );

    rerender(
      <Watched
        entry={entry}
        view={viewOf([attending, { ...waiting, status: "not_attending" }], 2, 6)}
      />,
    );
    expect(screen.queryByTestId("offer-card")).toBeNull();
    expect(screen.getByTestId("offer-lapsed")).toBeTruthy();
  });
});

describe("accepting and declining on the invite page", () => {
  const attending = person(1, "민지", "attending");
  const offered = person(2, "하늘", "offered");

  const renderPage = (reply: object) =>
    renderInvitePage(
      viewOf([attending, offered], 2, 4),
      [{ id: offered.id, name: "하늘", status: "offered", revision: 4 }],
      reply,
    );

  /** The one modify call made: its address and body. */
  const modifyCall = (fetch: ReturnType<typeof vi.fn>) => callTo(fetch, "/modify");

  it("참석 확정 asks for the password, then changes the response to attending", async () => {
    const { fetch, cached } = renderPage({
      message: "Response updated",
      response: { ...offered, status: "attending", offer_expires_at: null },
      waiting_position: null,
      promoted: [],
      offered: [],
      revision: 5,
    });
    const card = await screen.findByTestId("offer-card");
    const user = userEvent.setup();
    await user.click(within(card).getByRole("button", { name: "참석 확정" }));

    const form = screen.getByTestId("response-form");
    expect(form.dataset.mode).toBe("edit");
    expect((within(form).getByLabelText("이름") as HTMLInputElement).value).toBe("하늘");
    expect((within(form).getByRole("radio", { name: "참석" }) as HTMLInputElement).checked).toBe(
      true,
    );
    const password = within(form).getByLabelText("비밀번호");
    await waitFor(() => expect(document.activeElement).toBe(password));
    await user.type(password, "sky123");
    await user.click(within(form).getByRole("button", { name: "응답 수정하기" }));

    const { url, body } = await modifyCall(fetch);
    expect(url.pathname).toBe(`/api/v1/events/${EVENT}/modify`);
    expect(url.searchParams.get("name")).toBe("하늘");
    expect(body).toMatchObject({ password: "sky123", status: "attending" });
    await waitFor(() => expect(screen.queryByTestId("offer-card")).toBeNull());
    expect(cached()?.offered_count).toBe(0);
    expect(cached()?.attending_seats).toBe(2);
    expect(within(screen.getByTestId("my-response")).getByText("참석")).toBeTruthy();
  });

  it("참석 안 함 asks for the password, then changes it to not attending and names the next", async () => {
    const { fetch } = renderPage({
      message: "Response updated",
      response: { ...offered, status: "not_attending", offer_expires_at: null },
      waiting_position: null,
      promoted: [],
      offered: ["서준"],
      revision: 5,
    });
    const card = await screen.findByTestId("offer-card");
    const user = userEvent.setup();
    await user.click(within(card).getByRole("button", { name: "참석 안 함" }));
    const form = screen.getByTestId("response-form");
    expect((within(form).getByRole("radio", { name: "불참" }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.type(within(form).getByLabelText("비밀번호"), "sky123");
    await user.click(within(form).getByRole("button", { name: "응답 수정하기" }));
    const { body } = await modifyCall(fetch);
    expect(body).toMatchObject({ password: "sky123", status: "not_attending" });
    expect((await screen.findByTestId("form-outcome")).textContent).toBe(
      "응답이 수정되었습니다. (불참) 서준님에게 자리를 제안했어요.",
    );
  });
});

describe("a reply's offers put into the page", () => {
  it("hold the seats of whoever the reply offered them to, until the room says more", () => {
    const minji = person(1, "민지", "attending");
    const haneul = person(2, "하늘", "waiting");
    const seojun = person(3, "서준", "waiting");
    const view = viewOf([minji, haneul, seojun], 1, 4);
    const after = patchSnapshot(view, {
      kind: "deleted",
      name: "민지",
      promoted: [],
      offered: ["하늘"],
      revision: 5,
    });
    expect(after.responses.map((r) => [r.name, r.status])).toEqual([
      ["하늘", "offered"],
      ["서준", "waiting"],
    ]);
    expect(after).toMatchObject({ offered_count: 1, offered_seats: 1, waiting_count: 1 });
  });

  it("move an accepted offer among those attending, and keep a kept offer in its place", () => {
    const minji = person(1, "민지", "attending");
    const haneul = person(2, "하늘", "offered");
    const seojun = person(3, "서준", "waiting");
    const view = viewOf([minji, haneul, seojun], 2, 4);
    const kept = patchSnapshot(view, {
      kind: "saved",
      response: { ...haneul, message: "곧 확정할게요" },
      promoted: [],
      offered: [],
      revision: 5,
    });
    expect(kept.responses.map((r) => r.name)).toEqual(["민지", "하늘", "서준"]);
    expect(kept.offered_count).toBe(1);
    const accepted = patchSnapshot(view, {
      kind: "saved",
      response: { ...haneul, status: "attending", offer_expires_at: null },
      promoted: [],
      offered: [],
      revision: 5,
    });
    expect(accepted.responses.map((r) => [r.name, r.status])).toEqual([
      ["민지", "attending"],
      ["하늘", "attending"],
      ["서준", "waiting"],
    ]);
    expect(accepted).toMatchObject({ attending_seats: 2, offered_count: 0, offered_seats: 0 });
  });

  it("are named in the form's words, except to the one who cancelled", () => {
    expect(
      successMessage("modify", {
        promoted: [],
        offered: ["하늘"],
        response: { status: "not_attending" },
      }),
    ).toBe("응답이 수정되었습니다. (불참) 하늘님에게 자리를 제안했어요.");
    expect(successMessage("delete", { promoted: [], offered: ["하늘"] })).toBe(
      "응답이 취소되었습니다.",
    );
  });
});
