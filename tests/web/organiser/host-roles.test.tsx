import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EventRole } from "#contract/hosts";
import type { EventActionHandlers } from "../../../web/features/organiser/components/dashboard/event-actions";
import { EventCards } from "../../../web/features/organiser/components/dashboard/event-cards";
import { EventsTable } from "../../../web/features/organiser/components/dashboard/events-table";
import { savedEvent } from "../../support/web/events";
import { json } from "../../support/web/http";
import { renderResponsesPage, withFakeSockets } from "../../support/web/organiser";
import { adminResponse } from "../../support/web/responses";

/**
 * What each role is offered (decision 0043): the dashboard marks a host's events with their role and
 * shows the actions the role allows; the responses page too. The Worker refuses the rest
 * (tests/worker/hosts); here, that nothing is offered which it would refuse.
 */

const OWNER = "00000000-0000-4000-8000-0000000000aa";
const eventAs = (role: EventRole, title: string, i: number) =>
  savedEvent({ id: `5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c1${i}`, title, role });
const EVENTS = [
  eventAs("owner", "내 모임", 1),
  eventAs("manager", "함께 여는 모임", 2),
  eventAs("checkin", "문 앞을 맡은 모임", 3),
];

const handlers = (): EventActionHandlers => ({
  onEdit: vi.fn(),
  onQr: vi.fn(),
  onDelete: vi.fn(),
  onHosts: vi.fn(),
  onLog: vi.fn(),
  onLeave: vi.fn(),
});

function withProviders(children: ReactNode) {
  return (
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  // The live counts ask for each event's public view; their answer is not what is tested.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => json(404, { detail: "Event not found", code: "event_not_found" })),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The buttons and links inside `root`, by their text, in order. */
const names = (root: HTMLElement) =>
  [...root.querySelectorAll("a, button")].map((element) => element.textContent?.trim());

describe("the dashboard's cards (a phone)", () => {
  it("marks each host's event with their role, and offers each role its actions", () => {
    render(withProviders(<EventCards events={EVENTS} {...handlers()} />));
    const [own, managed, door] = screen.getAllByRole("listitem");
    expect(within(own).queryByTestId("event-role")).toBeNull();
    expect(within(managed).getByTestId("event-role").textContent).toBe("공동 주최");
    expect(within(door).getByTestId("event-role").textContent).toBe("입장 확인");

    expect(names(own)).toEqual([
      "응답 보기",
      "입장 확인",
      "수정",
      "링크 복사",
      "QR 코드",
      "운영진",
      "기록",
      "삭제",
    ]);
    expect(names(managed)).toEqual([
      "응답 보기",
      "입장 확인",
      "수정",
      "링크 복사",
      "QR 코드",
      "이 모임에서 나가기",
    ]);
    expect(names(door)).toEqual(["응답 보기", "입장 확인", "이 모임에서 나가기"]);
    expect(within(door).getByRole("link", { name: "입장 확인" }).getAttribute("href")).toBe(
      `/events/${EVENTS[2]?.id}/door`,
    );
  });

  it("hands the owner's 운영진 and 기록, and a host's leaving, the event they are on", async () => {
    const actions = handlers();
    render(withProviders(<EventCards events={EVENTS} {...actions} />));
    const [own, managed] = screen.getAllByRole("listitem");
    const user = userEvent.setup();
    await user.click(within(own).getByRole("button", { name: "운영진" }));
    await user.click(within(own).getByRole("button", { name: "기록" }));
    await user.click(within(managed).getByRole("button", { name: "이 모임에서 나가기" }));
    expect(actions.onHosts).toHaveBeenCalledWith(EVENTS[0]);
    expect(actions.onLog).toHaveBeenCalledWith(EVENTS[0]);
    expect(actions.onLeave).toHaveBeenCalledWith(EVENTS[1]);
    expect(actions.onDelete).not.toHaveBeenCalled();
  });
});

describe("the dashboard's table (wider screens)", () => {
  it("puts the role beside the title and only the role's actions in its menu", () => {
    render(withProviders(<EventsTable events={EVENTS} {...handlers()} />));
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).queryByTestId("event-role")?.textContent ?? null)).toEqual(
      [null, "공동 주최", "입장 확인"],
    );
    // The menu's items, after 응답 보기 and the menu's own button.
    const menuOf = (row: HTMLElement) => names(row).slice(2);
    expect(menuOf(rows[0] as HTMLElement)).toEqual([
      "입장 확인",
      "수정",
      "링크 복사",
      "QR 코드",
      "운영진",
      "기록",
      "삭제",
    ]);
    expect(menuOf(rows[1] as HTMLElement)).toEqual([
      "입장 확인",
      "수정",
      "링크 복사",
      "QR 코드",
      "이 모임에서 나가기",
    ]);
    expect(menuOf(rows[2] as HTMLElement)).toEqual(["입장 확인", "이 모임에서 나가기"]);
  });
});

describe("the responses page by role", () => {
  withFakeSockets();
  const responses = [adminResponse("민지", "attending")];
  const actionNames = () => names(screen.getByTestId("responses-actions"));

  it("sends a door host to the door: their list is the door's, with no export or response menu", async () => {
    const door = savedEvent({ role: "checkin" });
    renderResponsesPage(door, responses, {
      id: "00000000-0000-4000-8000-0000000000cc",
      is_superuser: false,
    });
    await screen.findByTestId("door-row");
    expect(screen.getByRole("button", { name: "민지 입장" })).toBeTruthy();
    expect(screen.queryByTestId("response-item")).toBeNull();
    expect(screen.queryByTestId("responses-actions")).toBeNull();
    expect(screen.queryByText("CSV 내보내기")).toBeNull();
    expect(screen.queryByTestId("announcement-card")).toBeNull();
    expect(screen.queryByTestId("host-notices-card")).toBeNull();
    expect(screen.queryByRole("button", { name: "민지 응답 메뉴" })).toBeNull();
    // Back from the door goes to their events, not to a responses page they do not read.
    expect(screen.getByRole("link", { name: "← 내 모임" }).getAttribute("href")).toBe("/");
  });

  it("gives a manager what the owner has: export, the announcement, notices, the response menu", async () => {
    renderResponsesPage(savedEvent({ role: "manager" }), responses, {
      id: "00000000-0000-4000-8000-0000000000dd",
      is_superuser: false,
    });
    expect(await screen.findByTestId("announcement-card")).toBeTruthy();
    expect(screen.getByTestId("host-notices-card")).toBeTruthy();
    expect(actionNames()).toContain("CSV 내보내기");
    expect(actionNames()).toContain("입장 확인");
    expect(screen.getByRole("button", { name: "민지 응답 메뉴" })).toBeTruthy();
  });

  it("lets a superuser on another's event read and export, but not check in", async () => {
    renderResponsesPage(savedEvent(), responses, {
      id: "00000000-0000-4000-8000-0000000000bb",
      is_superuser: true,
    });
    await screen.findByTestId("read-only");
    // Not a host of the event: nothing of it is theirs to hear.
    expect(screen.queryByTestId("host-notices-card")).toBeNull();
    expect(actionNames()).toContain("CSV 내보내기");
    expect(actionNames()).not.toContain("입장 확인");
    expect(screen.queryByRole("button", { name: "민지 응답 메뉴" })).toBeNull();
  });

  it("gives the owner everything, the door included", async () => {
    renderResponsesPage(savedEvent({ owner_id: OWNER }), responses);
    await screen.findByTestId("announcement-card");
    expect(screen.getByTestId("host-notices-card")).toBeTruthy();
    expect(actionNames()).toEqual(expect.arrayContaining(["입장 확인", "CSV 내보내기", "QR 코드"]));
    expect(screen.queryByTestId("event-role")).toBeNull();
  });
});
