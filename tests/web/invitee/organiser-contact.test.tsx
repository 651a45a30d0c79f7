import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EventDetails } from "../../../web/features/invitee/components/event-details";
import { ResponsesClosed } from "../../../web/features/invitee/components/responses-closed";
import { publicViewOf } from "../../support/web/invite";
import { publicResponse } from "../../support/web/responses";

const CONTACT = "010-1234-5678 또는 카카오톡 오픈채팅";
const ZONE = "Asia/Seoul";

/** One seat, taken by '참석자 1' when `full`. */
const oneSeat = (full: boolean, details: Parameters<typeof publicViewOf>[1] = {}) =>
  publicViewOf(full ? [publicResponse(1, "attending")] : [], {
    max_participants: 1,
    contact: CONTACT,
    ...details,
  });

const contactShown = () => screen.queryAllByText(CONTACT, { exact: false });

describe("the organiser's contact line on the invite page", () => {
  it("shows in the closed card, after the sentence that asks to contact the organiser", () => {
    render(<ResponsesClosed deadline="2030-04-19T09:00:00.000Z" zone={ZONE} contact={CONTACT} />);
    const card = screen.getByTestId("responses-closed");
    expect(card.textContent).toContain(`직접 연락해주세요.주최자 연락처 ${CONTACT}`);
  });

  it("leaves the closed card as it was when the event has none", () => {
    render(<ResponsesClosed deadline={null} zone={ZONE} contact={null} />);
    expect(screen.getByTestId("responses-closed").textContent).not.toContain("주최자 연락처");
  });

  it("shows beside a full event's waiting list, and not while seats are left", () => {
    const { unmount } = render(<EventDetails view={oneSeat(true)} live="live" />);
    expect(screen.getByTestId("capacity").textContent).toContain(`주최자 연락처 ${CONTACT}`);
    unmount();
    render(<EventDetails view={oneSeat(false)} live="live" />);
    expect(contactShown()).toHaveLength(0);
  });

  it("is left to the closed card once a full event closes, which no longer invites sign-ups", () => {
    render(<EventDetails view={oneSeat(true, { is_closed: true })} live="live" />);
    expect(contactShown()).toHaveLength(0);
    expect(screen.getByTestId("capacity").textContent).not.toContain("지금 신청하면");
  });
});
