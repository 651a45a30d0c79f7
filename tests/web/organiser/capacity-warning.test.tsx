import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CapacityWarning } from "../../../web/features/organiser/components/event-form/capacity-warning";
import { eventKeys } from "../../../web/lib/event-keys";

const EVENT = "0b5c2d9e-1111-4222-8333-444455556666";

/**
 * The dialog's warning, with the event's public view as the dashboard already holds it:
 * `attending` responses bringing `guests` guests between them.
 */
function renderWith(attending: number, max: string, guests = 0) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(eventKeys.publicView(EVENT), {
    attending_count: attending,
    attending_seats: attending + guests,
  });
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
});
