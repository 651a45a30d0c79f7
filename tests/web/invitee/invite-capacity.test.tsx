import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResponsePublic } from "#contract/responses";
import { EventDetails } from "../../../web/features/invitee/components/event-details";
import { renderPage } from "../../../web/ssr/render-page";
import { publicViewOf } from "../../support/web/invite";
import { publicResponse } from "../../support/web/responses";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";

/** The i-th invitee, '참석자 i', with these guests. */
const person = (i: number, status: ResponsePublic["status"], guests = 0) =>
  publicResponse(i, status, { guests });

const capacityText = () => screen.getByTestId("capacity").textContent;
const RULE = "대기는 신청 순서대로입니다. 앞 순서 일행의 자리가 모두 나야 다음 순서로 넘어가요.";

describe("the invite page's capacity counts seats", () => {
  it("counts people with their guests, and says how many of them are guests", () => {
    const view = publicViewOf(
      [person(1, "attending", 2), person(2, "attending"), person(3, "maybe")],
      { max_participants: 10, max_guests: 3 },
    );
    render(<EventDetails view={view} live="live" />);
    expect(screen.getByTestId("attending-count").textContent).toBe("4 / 10");
    expect(capacityText()).toContain("명 (동반 2명 포함)");
    expect(screen.getByRole("progressbar").getAttribute("aria-label")).toBe(
      "정원 10명 중 4명 참석",
    );
    expect((screen.getByRole("progressbar") as HTMLProgressElement).value).toBe(40);
  });

  it("is full when the seats are, though fewer responses attend", () => {
    const view = publicViewOf([person(1, "attending", 3), person(2, "waiting", 1)], {
      max_participants: 4,
      max_guests: 3,
    });
    render(<EventDetails view={view} live="live" />);
    expect(screen.getByTestId("attending-count").textContent).toBe("4 / 4");
    // The waiting party is two people: counted as people, like those attending.
    expect(screen.getByTestId("waiting-count").textContent).toBe("대기 2명 (동반 1명 포함)");
    expect(capacityText()).toContain("정원이 찼습니다.");
  });

  it("reads as before when nobody brings guests", () => {
    render(
      <EventDetails view={publicViewOf([person(1, "attending")], { max_guests: 2 })} live="live" />,
    );
    expect(screen.getByTestId("attending-count").textContent).toBe("1");
    expect(capacityText()).toBe("참석1명 · 정원 제한 없음");
  });

  it("counts guests without a maximum too", () => {
    render(
      <EventDetails
        view={publicViewOf([person(1, "attending", 1)], { max_guests: 2 })}
        live="live"
      />,
    );
    expect(capacityText()).toBe("참석2명 (동반 1명 포함) · 정원 제한 없음");
  });
});

describe("the queue's rule on the invite page", () => {
  it("is stated where an event with a maximum takes guests", () => {
    render(
      <EventDetails view={publicViewOf([], { max_participants: 10, max_guests: 2 })} live="live" />,
    );
    expect(screen.getByTestId("queue-rule").textContent).toBe(RULE);
  });

  it("is not, without guests or without a maximum (no queue to speak of)", () => {
    const { unmount } = render(
      <EventDetails view={publicViewOf([], { max_participants: 10 })} live="live" />,
    );
    expect(screen.queryByTestId("queue-rule")).toBeNull();
    unmount();
    render(<EventDetails view={publicViewOf([], { max_guests: 2 })} live="live" />);
    expect(screen.queryByTestId("queue-rule")).toBeNull();
  });

  it("is in the page the Worker renders, with the seats and the guests field", async () => {
    const view = publicViewOf([person(1, "attending", 2), person(2, "waiting", 1)], {
      max_participants: 3,
      max_guests: 2,
    });
    const html = (await renderPage(`https://moim.test/events/${EVENT}/public`, view)) ?? "";
    expect(html).toContain(RULE);
    expect(html).toContain("(동반 2명 포함)");
    expect(html).toContain("동반 1명");
    // The form posted without JavaScript sends the guests chosen (the page route's action).
    const guests = html.match(/<input[^>]*name="guests"[^>]*>/g) ?? [];
    expect(guests.map((input) => input.match(/value="(\d+)"/)?.[1])).toEqual(["0", "1", "2"]);
    expect(guests[0]).toContain("checked");
  });
});
