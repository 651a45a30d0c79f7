import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnnouncementState } from "#contract/push";
import { ANNOUNCEMENT_MAX as CONTRACT_MAX } from "#contract/push";
import { Toaster } from "../../../web/components/ui/toaster";
import { announcementKey } from "../../../web/features/organiser/api/announcement";
import {
  ANNOUNCEMENT_MAX,
  AnnouncementCard,
} from "../../../web/features/organiser/components/responses/announcement-card";
import { savedEvent } from "../../support/web/events";
import { json } from "../../support/web/http";
import { readIn } from "../../support/web/language";
import { renderResponsesPage } from "../../support/web/organiser";

// The organiser's socket is not under test here.
vi.mock("../../../web/lib/use-live-event", () => ({ useLiveEvent: () => "live" }));

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";
const OWNER = "00000000-0000-4000-8000-0000000000aa";

const state = (overrides: Partial<AnnouncementState> = {}): AnnouncementState => ({
  latest: null,
  subscribers: 3,
  retry_after_seconds: 0,
  corrections_left: 0,
  ...overrides,
});

/** The card with its state already fetched (so timers and clocks are the test's own). */
type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

function renderCard(initial: AnnouncementState, fetch: Fetch = async () => json(200, initial)) {
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(announcementKey(EVENT), initial);
  render(
    <QueryClientProvider client={client}>
      <AnnouncementCard eventId={EVENT} zone="Asia/Seoul" />
      <Toaster />
    </QueryClientProvider>,
  );
  return { fetch, client };
}

const textarea = () => screen.getByLabelText("공지 내용") as HTMLTextAreaElement;
const sendButton = () => screen.getByRole("button", { name: "공지 보내기" }) as HTMLButtonElement;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the organiser's announcement card", () => {
  it("holds the web's limit to the contract's", () => {
    expect(ANNOUNCEMENT_MAX).toBe(CONTRACT_MAX);
  });

  it("shows who has notifications on and the last announcement with its time", () => {
    renderCard(
      state({
        subscribers: 7,
        latest: {
          message: "주차는 지하 2층",
          sent_at: "2026-12-19T01:05:00.000Z",
          edited_at: null,
        },
      }),
    );
    expect(screen.getByTestId("subscribers").textContent).toBe("알림을 켠 응답 7개");
    const latest = screen.getByTestId("latest-announcement");
    expect(latest.textContent).toContain("마지막 공지 · 2026년 12월 19일 토 오전 10:05");
    expect(latest.textContent).toContain("주차는 지하 2층");
  });

  it("counts characters up to 200, as the invite form's message box does", async () => {
    renderCard(state());
    expect(screen.getByTestId("announcement-count").textContent).toBe("0 / 200자");
    expect(sendButton().disabled).toBe(true);
    await userEvent.setup().type(textarea(), "내일 봬요");
    expect(screen.getByTestId("announcement-count").textContent).toBe("5 / 200자");
    expect(textarea().maxLength).toBe(200);
    expect(sendButton().disabled).toBe(false);
  });

  it("while rate-limited says when the next may go, counts down, and then allows it", () => {
    vi.useFakeTimers();
    renderCard(state({ retry_after_seconds: 125 }));
    fireEvent.change(textarea(), { target: { value: "한 번 더" } });
    expect(screen.getByTestId("announcement-wait").textContent).toBe(
      "3분 후에 다시 보낼 수 있어요",
    );
    expect(sendButton().disabled).toBe(true);

    act(() => void vi.advanceTimersByTime(6_000));
    expect(screen.getByTestId("announcement-wait").textContent).toBe(
      "2분 후에 다시 보낼 수 있어요",
    );
    act(() => void vi.advanceTimersByTime(120_000));
    expect(screen.queryByTestId("announcement-wait")).toBeNull();
    expect(sendButton().disabled).toBe(false);
  });

  it("sends the trimmed message, says how many it went to, and clears the box", async () => {
    const after = state({
      retry_after_seconds: 600,
      latest: { message: "곧 시작합니다", sent_at: "2026-12-19T09:00:00.000Z", edited_at: null },
    });
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === "POST"
        ? json(201, {
            announcement: {
              message: "곧 시작합니다",
              sent_at: "2026-12-19T09:00:00.000Z",
              edited_at: null,
            },
            sent_to: 3,
          })
        : json(200, after),
    );
    renderCard(state(), fetch);
    const user = userEvent.setup();
    await user.type(textarea(), "  곧 시작합니다 ");
    await user.click(sendButton());

    expect(
      (await screen.findByText(/알림을 켠 응답 3개에 알림이 갑니다/)).closest("[role=status]"),
    ).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(String(post?.[0])).toContain(`/events/${EVENT}/announcement`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ message: "곧 시작합니다" });
    expect(textarea().value).toBe("");
    // The card then knows the next may not go yet.
    expect((await screen.findByTestId("announcement-wait")).textContent).toBe(
      "10분 후에 다시 보낼 수 있어요",
    );
    expect(screen.getByTestId("latest-announcement").textContent).toContain("곧 시작합니다");
  });

  it("a refusal for sending too soon shows the wait instead of an error toast", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === "POST"
        ? json(
            429,
            { detail: "An announcement was sent recently.", code: "too_many_announcements" },
            { "retry-after": "240" },
          )
        : json(200, state({ retry_after_seconds: 240 })),
    );
    renderCard(state(), fetch);
    const user = userEvent.setup();
    await user.type(textarea(), "다시");
    await user.click(sendButton());
    expect((await screen.findByTestId("announcement-wait")).textContent).toBe(
      "4분 후에 다시 보낼 수 있어요",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    // What was typed stays, to send once the wait is over.
    expect(textarea().value).toBe("다시");
  });
});

describe("correcting the last announcement within its ten minutes", () => {
  const SENT = {
    message: "7시에 입규에서 만나요",
    sent_at: "2026-12-19T09:00:00.000Z",
    edited_at: null,
  };
  const open = (overrides: Partial<AnnouncementState> = {}) =>
    state({ latest: SENT, retry_after_seconds: 300, corrections_left: 3, ...overrides });
  const correctButton = () => screen.queryByRole("button", { name: "마지막 공지 수정" });

  it("is offered only while the window is open and corrections are left; a corrected one reads '수정됨'", () => {
    renderCard(open({ latest: { ...SENT, edited_at: "2026-12-19T09:02:00.000Z" } }));
    expect(screen.getByTestId("latest-announcement").textContent).toContain(
      "마지막 공지 · 2026년 12월 19일 토 오후 6:00 · 수정됨",
    );
    expect(correctButton()).toBeTruthy();
  });

  it("is not offered once its corrections are used up", () => {
    renderCard(open({ corrections_left: 0 }));
    expect(correctButton()).toBeNull();
    expect(screen.getByTestId("latest-announcement").textContent).not.toContain("수정됨");
  });

  it("is not offered when the window has passed on this clock", () => {
    vi.useFakeTimers();
    renderCard(open({ retry_after_seconds: 60 }));
    expect(correctButton()).toBeTruthy();
    act(() => void vi.advanceTimersByTime(61_000));
    expect(correctButton()).toBeNull();
    expect(sendButton().textContent).toBe("공지 보내기");
  });

  it("'수정' fills the box with the words sent; saving PUTs the correction and says so", async () => {
    const corrected = {
      ...SENT,
      message: "7시에 입구에서 만나요",
      edited_at: "2026-12-19T09:02:00.000Z",
    };
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === "PUT"
        ? json(200, { announcement: corrected, sent_to: 3 })
        : json(200, open({ latest: corrected, corrections_left: 2 })),
    );
    renderCard(open(), fetch);
    const user = userEvent.setup();
    await user.click(correctButton() as HTMLElement);
    const box = screen.getByLabelText("고칠 공지 내용") as HTMLTextAreaElement;
    expect(box.value).toBe("7시에 입규에서 만나요");
    expect(document.activeElement).toBe(box);
    const save = screen.getByRole("button", { name: "수정 저장" }) as HTMLButtonElement;
    // The same words again would spend a correction on nothing.
    expect(save.disabled).toBe(true);
    expect(screen.getByTestId("correcting").textContent).toContain("5분 안에 3번까지");

    await user.clear(box);
    await user.type(box, "7시에 입구에서 만나요");
    await user.click(save);
    expect(
      (await screen.findByText(/알림을 켠 응답 3개에 고친 공지가 갑니다/)).closest("[role=status]"),
    ).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(String(put?.[0])).toContain(`/events/${EVENT}/announcement`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ message: "7시에 입구에서 만나요" });
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    // Back to a new announcement's box, empty; the last one now reads corrected.
    expect(textarea().value).toBe("");
    expect(sendButton().disabled).toBe(true);
    await waitFor(() =>
      expect(screen.getByTestId("latest-announcement").textContent).toContain("수정됨"),
    );
  });

  it("'취소' leaves the box empty and sends nothing", async () => {
    const fetch = vi.fn(async () => json(200, open()));
    renderCard(open(), fetch);
    const user = userEvent.setup();
    await user.click(correctButton() as HTMLElement);
    await user.click(screen.getByRole("button", { name: "취소" }));
    expect(textarea().value).toBe("");
    expect(sendButton().disabled).toBe(true);
    expect(correctButton()).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a refusal (too late) says why in Korean and stops offering '수정'", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === "PUT"
        ? json(409, { detail: "No announcement to correct", code: "announcement_not_correctable" })
        : json(200, open({ retry_after_seconds: 0, corrections_left: 0 })),
    );
    renderCard(open(), fetch);
    const user = userEvent.setup();
    await user.click(correctButton() as HTMLElement);
    await user.type(screen.getByLabelText("고칠 공지 내용"), "!");
    await user.click(screen.getByRole("button", { name: "수정 저장" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "공지는 보낸 뒤 10분 안에 세 번까지 고칠 수 있어요.",
    );
    await waitFor(() => expect(correctButton()).toBeNull());
  });
});

describe("the responses page offers the card to the event's owner only", () => {
  const event = savedEvent({ id: EVENT });
  const renderPage = (me: { id: string; is_superuser: boolean }) =>
    renderResponsesPage(event, [], me);

  it("the owner sees it", async () => {
    renderPage({ id: OWNER, is_superuser: false });
    expect(await screen.findByTestId("announcement-card")).toBeTruthy();
  });

  it("a superuser reading someone else's event does not, and its state is never asked for", async () => {
    const fetch = renderPage({ id: "00000000-0000-4000-8000-0000000000bb", is_superuser: true });
    await screen.findByTestId("read-only");
    expect(screen.queryByTestId("announcement-card")).toBeNull();
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(2));
    expect(fetch.mock.calls.some(([input]) => String(input).includes("/announcement"))).toBe(false);
  });
});

describe("the announcement card in English", () => {
  const SENT = { message: "Parking on B2", sent_at: "2026-12-19T09:00:00.000Z", edited_at: null };

  it("says who is told, the latest announcement, and when the next may go", () => {
    readIn("en");
    renderCard(state({ subscribers: 1, latest: SENT, retry_after_seconds: 125 }));
    expect(screen.getByRole("heading", { name: "Announce to attendees" })).toBeTruthy();
    expect(screen.getByTestId("subscribers").textContent).toBe("1 response with notifications on");
    expect(screen.getByTestId("latest-announcement").textContent).toContain(
      "Latest announcement · ",
    );
    expect(screen.getByLabelText("Announcement").getAttribute("placeholder")).toBe(
      "e.g. We've moved to the seminar room on the 2nd floor.",
    );
    expect(screen.getByTestId("announcement-count").textContent).toBe("0 / 200");
    expect(screen.getByTestId("announcement-wait").textContent).toBe(
      "You can send another in 3 min",
    );
    expect(screen.getByRole("button", { name: "Send announcement" })).toBeTruthy();
  });

  it("counts people in the plural, and words a correction", async () => {
    readIn("en");
    renderCard(
      state({
        subscribers: 7,
        latest: { ...SENT, edited_at: "2026-12-19T09:02:00.000Z" },
        retry_after_seconds: 300,
        corrections_left: 3,
      }),
    );
    expect(screen.getByTestId("subscribers").textContent).toBe("7 responses with notifications on");
    expect(screen.getByTestId("latest-announcement").textContent).toContain(" · edited");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Edit latest announcement" }));
    expect(screen.getByLabelText("Corrected announcement")).toBeTruthy();
    expect(screen.getByTestId("correcting").textContent).toBe(
      "This replaces the sent announcement and sends the correction to everyone with notifications on (up to 3 times, within 5 min).",
    );
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByLabelText("Announcement")).toBeTruthy();
  });
});
