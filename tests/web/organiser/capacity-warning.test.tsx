import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResponseAdmin } from "#contract/responses";
import {
  CapacityWarning,
  PartyWarning,
} from "../../../web/features/organiser/components/event-form/capacity-warning";
import { eventKeys } from "../../../web/lib/event-keys";
import { adminResponse } from "../../support/web/responses";

const EVENT = "0b5c2d9e-1111-4222-8333-444455556666";

/**
 * The dialog's warning, with the event's public view as the dashboard already holds it:
 * `attending` responses bringing `guests` guests between them.
 */
function renderWith(
  attending: number,
  max: string,
  guests = 0,
  offers: number[] = [],
  list?: ResponseAdmin[],
) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(eventKeys.publicView(EVENT), {
    attending_count: attending,
    attending_seats: attending + guests,
    offered_count: offers.length,
    offered_seats: offers.reduce((sum, seats) => sum + seats, 0),
  });
  if (list) client.setQueryData(eventKeys.responses(EVENT), { data: list, count: list.length });
  return render(
    <QueryClientProvider client={client}>
      <CapacityWarning eventId={EVENT} max={max} />
    </QueryClientProvider>,
  );
}

describe("CapacityWarning", () => {
  it("warns when the new maximum is below those attending, and says what happens", () => {
    renderWith(3, "1");
    const warning = screen.getByTestId("capacity-warning");
    expect(warning.textContent).toContain("지금 참석 3명보다 적습니다");
    expect(warning.textContent).toContain("참석이 1명 아래로 줄 때까지 새 응답은 모두 대기로");
  });

  it("says nothing at or above the attending count, or without a limit", () => {
    for (const max of ["3", "10", "", "abc"]) {
      const { unmount } = renderWith(3, max);
      expect(screen.queryByTestId("capacity-warning")).toBeNull();
      unmount();
    }
  });

  it("counts the guests attending: they hold seats too", () => {
    // Three responses bringing two guests between them: five people attending.
    renderWith(3, "4", 2);
    const warning = screen.getByTestId("capacity-warning");
    expect(warning.textContent).toContain("지금 참석 5명 (동반 2명 포함)보다 적습니다");
    expect(warning.textContent).toContain("이미 참석한 5명은 그대로 참석으로 남고");
    const { container } = renderWith(3, "5", 2);
    expect(container.querySelector("[data-testid=capacity-warning]")).toBeNull();
  });

  it("says that open offers which no longer fit are taken back, and their holders told", () => {
    // Two attending, two offers of one seat each: four seats held. A maximum of 3 takes one back.
    renderWith(2, "3", 0, [1, 1]);
    expect(screen.getByTestId("offers-warning").textContent).toBe(
      "자리를 제안받은 2명 가운데 새 정원에 들지 않는 제안은 취소돼요 (대기 순서가 늦은 쪽부터). 그 사람들은 대기 명단의 제자리로 돌아가고, 알림을 켰다면 취소되었다고 알려요.",
    );
    // Those attending still fit: only the offers are said.
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });

  it("names whose offers a lower maximum takes back, latest in the queue first, as the room would", () => {
    // In the list's order (the queue's for offers): 서연 offered a seat, 유나 waiting, 도윤
    // offered two (with a guest); 민지 and 하준 (with a guest) attending. Six seats held.
    const list = [
      adminResponse("민지", "attending"),
      adminResponse("하준", "attending", 1),
      adminResponse("서연", "offered"),
      adminResponse("유나", "waiting"),
      adminResponse("도윤", "offered", 1),
    ];
    const said = (max: string) => {
      const { unmount } = renderWith(2, max, 1, [1, 2], list);
      const text = screen.getByTestId("offers-warning").textContent;
      unmount();
      return text;
    };
    expect(said("4")).toBe(
      "새 정원에 들지 않아 취소되는 자리 제안: 도윤 (대기 순서가 늦은 쪽부터). 대기 명단의 제자리로 돌아가고, 알림을 켰다면 취소되었다고 알려요.",
    );
    expect(said("3")).toContain("자리 제안: 서연, 도윤 (");
  });

  it("says nothing of offers that still fit", () => {
    renderWith(2, "4", 0, [1, 1]);
    expect(screen.queryByTestId("capacity-warning")).toBeNull();
  });
});

describe("PartyWarning", () => {
  it("says when a full party could never get in under the maximum, and only then", () => {
    const { rerender } = render(<PartyWarning max="1" maxGuests="1" />);
    expect(screen.getByTestId("party-warning").textContent).toBe(
      "정원이 1명이면 동반 인원을 다 채운 일행(2명)은 자리가 나도 들어올 수 없어요. 정원을 늘리거나 동반 인원을 줄여 주세요.",
    );
    for (const [max, guests] of [
      ["2", "1"],
      ["", "3"],
      ["5", "0"],
    ]) {
      rerender(<PartyWarning max={max} maxGuests={guests} />);
      expect(screen.queryByTestId("party-warning")).toBeNull();
    }
  });
});
