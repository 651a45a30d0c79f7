import { focusManager } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CheckedIn, CheckInUndone } from "#contract/check-in";
import type { ResponseAdmin } from "#contract/responses";
import { savedEvent } from "../../support/web/events";
import { json } from "../../support/web/http";
import { readIn } from "../../support/web/language";
import { socketOpened, statsOf, withFakeSockets } from "../../support/web/organiser";
import { adminResponse } from "../../support/web/responses";
import { type Call, renderDoor } from "./render-door";

/**
 * The door page (decision 0043): attending names with a large '입장', found by name or 초성; a
 * check-in, a second one and an undo as the room answers them; and a check-in by another door
 * phone arriving through the live feed.
 */

withFakeSockets();

const event = savedEvent({ role: "checkin" });
// 10:02 in Seoul.
const AT = "2026-12-19T01:02:00.000Z";
const hong = adminResponse("홍길동", "attending", 2);
const kim = adminResponse("김민지", "attending");
const park = adminResponse("박서준", "not_attending");
const lee = adminResponse("이하늘", "waiting");
const responses = [hong, kim, park, lee];

const inside = (response: ResponseAdmin, by = "문지기", at = AT): ResponseAdmin => ({
  ...response,
  checked_in_at: at,
  checked_in_by: by,
});

/** The room's reply to a check-in of `response` among `responses`. */
function checkedIn(response: ResponseAdmin, already = false): Response {
  const after = responses.map((one) => (one.id === response.id ? response : one));
  const stats = statsOf(after);
  const reply: CheckedIn = {
    response,
    already_checked_in: already,
    checked_in_count: stats.checked_in_count,
    attending_seats: stats.attending_seats,
  };
  return json(200, reply);
}

const row = (name: string) =>
  screen.getAllByTestId("door-row").find((one) => one.textContent?.includes(name)) as HTMLElement;
const names = () =>
  screen.queryAllByTestId("door-row").map((one) => one.firstElementChild?.textContent);

describe("the door page", () => {
  it("lists who attends with their party, the count, and the rest apart without a button", async () => {
    const calls = renderDoor(event, responses);
    expect(await screen.findByRole("heading", { name: "송년회" })).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(["김민지", "홍길동+2"]));
    expect(screen.getByTestId("door-count").textContent).toBe("입장 0 / 참석 4명");
    expect(within(row("홍길동")).getByRole("button", { name: "홍길동 입장" })).toBeTruthy();
    const others = screen.getAllByTestId("door-other");
    expect(others.map((one) => one.textContent)).toEqual(["박서준불참", "이하늘대기"]);
    for (const other of others) expect(within(other).queryByRole("button")).toBeNull();
    // Every name the API gives in one page, as many as the live message carries.
    expect(calls.find((call) => call.path.endsWith("/responses"))?.search).toBe(
      "?skip=0&limit=1000",
    );
  });

  it("finds a name by its initial consonants", async () => {
    renderDoor(event, responses);
    await waitFor(() => expect(names()).toHaveLength(2));
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "이름 검색" }), "ㅎㄱㄷ");
    expect(names()).toEqual(["홍길동+2"]);
    await user.clear(screen.getByRole("searchbox", { name: "이름 검색" }));
    await user.type(screen.getByRole("searchbox", { name: "이름 검색" }), "ㅂㅅ");
    expect(names()).toEqual([]);
    expect(screen.getByText("찾는 이름이 없어요.")).toBeTruthy();
    // 박서준 does not attend: named below, never with a button.
    expect(screen.getAllByTestId("door-other").map((one) => one.textContent)).toEqual([
      "박서준불참",
    ]);
  });

  it("checks a party in with one tap, and says when and by whom", async () => {
    const calls = renderDoor(event, responses, () => checkedIn(inside(hong)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "홍길동 입장" }));
    await waitFor(() =>
      expect(within(row("홍길동")).getByTestId("door-checked-in").textContent).toBe(
        "입장 완료 · 10:02 · 문지기",
      ),
    );
    expect(calls.filter((call) => call.path.includes("check-in"))).toEqual<Call[]>([
      {
        method: "POST",
        path: `/api/v1/events/${event.id}/responses/${hong.id}/check-in`,
        search: "",
        body: null,
      },
    ]);
    // The whole party: 홍길동 and two guests.
    expect(screen.getByTestId("door-count").textContent).toBe("입장 3 / 참석 4명");
    expect(screen.getByTestId("door-notice").textContent).toBe("홍길동입장 완료 (일행 3명)");
    expect(within(row("홍길동")).getByRole("button", { name: "홍길동 입장 취소" })).toBeTruthy();
  });

  it("empties the search after a check-in of a name found by it, and keeps it focused", async () => {
    renderDoor(event, responses, (call) =>
      checkedIn(inside(call.path.includes(kim.id) ? kim : hong)),
    );
    const user = userEvent.setup();
    const search = await screen.findByRole("searchbox", { name: "이름 검색" });
    await user.type(search, "ㅎㄱㄷ");
    expect(names()).toEqual(["홍길동+2"]);
    await user.click(screen.getByRole("button", { name: "홍길동 입장" }));
    await waitFor(() => expect(search).toHaveProperty("value", ""));
    expect(document.activeElement).toBe(search);
    expect(names()).toHaveLength(2);
    // Without a search, a tap in the list leaves the focus where it was (no keyboard pops up).
    await user.click(screen.getByRole("button", { name: "김민지 입장" }));
    await waitFor(() => expect(screen.getByTestId("door-notice").textContent).toContain("김민지"));
    expect(document.activeElement).not.toBe(search);
  });

  it("says so when another phone checked the response in first", async () => {
    renderDoor(event, responses, () =>
      checkedIn(inside(kim, "김운영", "2026-12-19T00:58:00.000Z"), true),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "김민지 입장" }));
    await waitFor(() =>
      expect(screen.getByTestId("door-notice").textContent).toBe(
        "김민지이미 입장했어요 (09:58, 김운영)",
      ),
    );
    expect(within(row("김민지")).getByTestId("door-checked-in").textContent).toBe(
      "입장 완료 · 09:58 · 김운영",
    );
  });

  it("undoes a check-in", async () => {
    const start = [inside(hong), kim, park, lee];
    const calls = renderDoor(event, start, (call) => {
      const reply: CheckInUndone = {
        response: hong,
        was_checked_in: true,
        checked_in_count: 0,
        attending_seats: 4,
      };
      return call.method === "DELETE" ? json(200, reply) : json(500, {});
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "홍길동 입장 취소" }));
    expect(await screen.findByRole("button", { name: "홍길동 입장" })).toBeTruthy();
    expect(
      calls.filter((call) => call.path.includes("check-in")).map((call) => call.method),
    ).toEqual(["DELETE"]);
    expect(screen.getByTestId("door-count").textContent).toBe("입장 0 / 참석 4명");
    expect(screen.getByTestId("door-notice").textContent).toBe("홍길동입장을 취소했어요");
  });

  it("says in Korean why the room refused", async () => {
    renderDoor(event, responses, () =>
      json(409, {
        detail: "Only an attending response can be checked in",
        code: "response_not_attending",
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "김민지 입장" }));
    await waitFor(() =>
      expect(screen.getByTestId("door-notice").textContent).toBe(
        "참석으로 응답한 분만 입장 처리할 수 있어요.",
      ),
    );
    expect(within(row("김민지")).queryByTestId("door-checked-in")).toBeNull();
  });

  it("shows a check-in made on another door phone as the live feed brings it", async () => {
    renderDoor(event, responses);
    await waitFor(() => expect(names()).toHaveLength(2));
    const socket = await socketOpened();
    socket.receiveResponses(7, [hong, inside(kim, "김운영"), park, lee]);
    expect(within(row("김민지")).getByTestId("door-checked-in").textContent).toBe(
      "입장 완료 · 10:02 · 김운영",
    );
    expect(screen.getByTestId("door-count").textContent).toBe("입장 1 / 참석 4명");
  });

  it("closes for a host removed from the event once the room says so, showing no names", async () => {
    let removed = false;
    renderDoor(
      event,
      responses,
      () => json(404, { detail: "Event not found", code: "event_not_found" }),
      { removed: () => removed },
    );
    const user = userEvent.setup();
    const button = await screen.findByRole("button", { name: "김민지 입장" });
    removed = true;
    await user.click(button);
    expect(await screen.findByRole("link", { name: "내 모임으로" })).toBeTruthy();
    expect(screen.queryAllByTestId("door-row")).toEqual([]);
    expect(screen.queryByText("홍길동")).toBeNull();
  });

  it("keeps the names on screen through an outage, saying since when", async () => {
    let down = false;
    renderDoor(event, responses, undefined, { down: () => down });
    await waitFor(() => expect(names()).toHaveLength(2));
    down = true;
    // The phone comes back to the page: everything is read again, and fails.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByTestId("stale-notice")).toBeTruthy();
    expect(names()).toEqual(["김민지", "홍길동+2"]);
    expect(screen.getByTestId("door-count").textContent).toBe("입장 0 / 참석 4명");
    act(() => focusManager.setFocused(undefined));
  });
});

describe("the door page in English", () => {
  it("counts, lists, finds and checks in with English words", async () => {
    readIn("en");
    renderDoor(event, responses, () => checkedIn(inside(hong)));
    await waitFor(() => expect(names()).toEqual(["김민지", "홍길동+2"]));
    expect(screen.getByTestId("door-count").textContent).toBe("Checked in 0 / 4");
    expect(screen.getByRole("link", { name: "← My events" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Scan QR" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "Attending" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Not attending" })).toBeTruthy();
    const user = userEvent.setup();
    const search = screen.getByRole("searchbox", { name: "Search names" });
    expect(search.getAttribute("placeholder")).toBe("Name or initials (ㅎㄱㄷ)");
    await user.type(search, "nobody");
    expect(screen.getByText("No matching name.")).toBeTruthy();
    await user.clear(search);
    await user.click(screen.getByRole("button", { name: "Check in 홍길동" }));
    await waitFor(() =>
      expect(within(row("홍길동")).getByTestId("door-checked-in").textContent).toBe(
        "Checked in · 10:02 · 문지기",
      ),
    );
    expect(screen.getByTestId("door-notice").textContent).toBe("홍길동Checked in (party of 3)");
    expect(screen.getByTestId("door-count").textContent).toBe("Checked in 3 / 4");
    expect(
      within(row("홍길동")).getByRole("button", { name: "Undo check-in for 홍길동" }),
    ).toBeTruthy();
  });

  it("says a second check-in and an undo in English", async () => {
    readIn("en");
    const calls = renderDoor(event, [inside(hong), kim, park, lee], (call) => {
      if (call.method === "POST") {
        return checkedIn(inside(kim, "김운영", "2026-12-19T00:58:00.000Z"), true);
      }
      const reply: CheckInUndone = {
        response: hong,
        was_checked_in: true,
        checked_in_count: 0,
        attending_seats: 4,
      };
      return json(200, reply);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Check in 김민지" }));
    await waitFor(() =>
      expect(screen.getByTestId("door-notice").textContent).toBe(
        "김민지Already checked in (09:58, 김운영)",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Undo check-in for 홍길동" }));
    await waitFor(() =>
      expect(screen.getByTestId("door-notice").textContent).toBe("홍길동Check-in undone"),
    );
    expect(
      calls.filter((call) => call.path.includes("check-in")).map((call) => call.method),
    ).toEqual(["POST", "DELETE"]);
  });

  it("says in English when no one attends yet", async () => {
    readIn("en");
    renderDoor(event, [park]);
    expect(await screen.findByText("No one is attending yet.")).toBeTruthy();
  });
});
