import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { EventPublicView, ResponsePublic } from "#contract/events";
import { FIRST_ROWS } from "#contract/page-data";
import { ParticipantList } from "../../web/features/invite/components/participant-list";

const response = (i: number, status: ResponsePublic["status"]): ResponsePublic => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  name: `참석자 ${i}`,
  status,
  message: null,
  created_at: "2026-11-23T10:00:00.000Z",
});

/** `attending` people with a seat, then `waiting` people in the queue, as the room orders them. */
function viewWith(attending: number, waiting: number): EventPublicView {
  const responses = [
    ...Array.from({ length: attending }, (_, i) => response(i + 1, "attending")),
    ...Array.from({ length: waiting }, (_, i) => response(attending + i + 1, "waiting")),
  ];
  return {
    responses,
    attending_count: attending,
    waiting_count: waiting,
    total_responses: responses.length,
  } as EventPublicView;
}

const names = () => screen.getAllByTestId("participant-name").map((node) => node.textContent);

describe("a long participant list", () => {
  it("starts with its first rows in group order, then shows everyone, queue places intact", async () => {
    const attending = FIRST_ROWS - 5;
    const waiting = 50;
    render(<ParticipantList view={viewWith(attending, waiting)} mine={new Set()} />);

    // First render (the server's, and the hydration's): the seats, then the queue's head.
    expect(names()).toHaveLength(FIRST_ROWS);
    const queue = () =>
      screen.getAllByTestId("participant").filter((row) => row.dataset.status === "waiting");
    expect(queue()).toHaveLength(5);
    expect(within(queue()[4]).getByText("대기 5")).toBeTruthy();
    // The headers count everyone from the start.
    expect(screen.getByText(`참석 ${attending}`)).toBeTruthy();
    expect(screen.getByText(`대기 ${waiting} · 신청 순서대로 자리가 나면 참석`)).toBeTruthy();

    await waitFor(() => expect(names()).toHaveLength(attending + waiting), { timeout: 5000 });
    expect(names().at(-1)).toBe(`참석자 ${attending + waiting}`);
    expect(within(queue().at(-1) as HTMLElement).getByText(`대기 ${waiting}`)).toBeTruthy();
  });

  it("shows a short list whole at once", () => {
    render(<ParticipantList view={viewWith(3, 1)} mine={new Set()} />);
    expect(names()).toEqual(["참석자 1", "참석자 2", "참석자 3", "참석자 4"]);
  });
});
