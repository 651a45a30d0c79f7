import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EventDetails } from "../../../web/features/invitee/components/event-details";
import { publicViewOf } from "../../support/web/invite";

describe("'캘린더에 추가'", () => {
  it("says the file gives the event two hours, since events have no end", () => {
    render(<EventDetails view={publicViewOf([])} live="live" />);
    const link = screen.getByTestId("add-to-calendar");
    expect(link.getAttribute("href")).toMatch(/\/calendar\.ics$/);
    expect(link.parentElement?.textContent).toBe("캘린더에 추가2시간 일정으로 저장돼요");
  });
});
