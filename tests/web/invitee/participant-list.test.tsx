import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GROUP_FIRST_ROWS, MORE_ROWS } from "#contract/invite-page";
import { ParticipantList } from "../../../web/features/invitee/components/participant-list";
import { publicViewOf } from "../../support/web/invite";
import { publicResponse } from "../../support/web/responses";

/** `attending` people with a seat, then `waiting` people in the queue, as the room orders them. */
function viewWith(attending: number, waiting: number) {
  return publicViewOf([
    ...Array.from({ length: attending }, (_, i) => publicResponse(i + 1, "attending")),
    ...Array.from({ length: waiting }, (_, i) => publicResponse(attending + i + 1, "waiting")),
  ]);
}

const names = () => screen.getAllByTestId("participant-name").map((node) => node.textContent);
function rowsOf(status: string) {
  const groups = screen.getAllByTestId("participant-group");
  const group = groups.find((node) => node.dataset.status === status);
  if (!group) throw new Error(`no ${status} group`);
  return within(group).queryAllByTestId("participant");
}

describe("a long participant list", () => {
  it("shows the first rows of each group, and '더 보기' the next ones, queue places intact", async () => {
    const attending = GROUP_FIRST_ROWS + MORE_ROWS + 10;
    const waiting = GROUP_FIRST_ROWS + 5;
    render(<ParticipantList view={viewWith(attending, waiting)} mine={new Set()} />);

    // First render (the server's, and the hydration's): each group's head, counts of everyone.
    expect(rowsOf("attending")).toHaveLength(GROUP_FIRST_ROWS);
    expect(rowsOf("waiting")).toHaveLength(GROUP_FIRST_ROWS);
    expect(screen.getByText(`참석 ${attending}`)).toBeTruthy();
    expect(screen.getByText(`대기 ${waiting} · 신청 순서대로 자리가 나면 참석`)).toBeTruthy();
    const more = screen.getByRole("link", {
      name: `참석 더 보기 (${attending - GROUP_FIRST_ROWS}명)`,
    });

    fireEvent.click(more);
    await waitFor(() => expect(rowsOf("attending")).toHaveLength(GROUP_FIRST_ROWS + MORE_ROWS));
    expect(rowsOf("waiting")).toHaveLength(GROUP_FIRST_ROWS);
    fireEvent.click(screen.getByRole("link", { name: "참석 더 보기 (10명)" }));
    await waitFor(() => expect(rowsOf("attending")).toHaveLength(attending));
    expect(screen.queryByRole("link", { name: /^참석 더 보기/ })).toBeNull();

    fireEvent.click(screen.getByRole("link", { name: "대기 더 보기 (5명)" }));
    await waitFor(() => expect(rowsOf("waiting")).toHaveLength(waiting));
    const queue = rowsOf("waiting");
    expect(within(queue.at(-1) as HTMLElement).getByText(`대기 ${waiting}`)).toBeTruthy();
    expect(names().at(-1)).toBe(`참석자 ${attending + waiting}`);
  });

  it("shows every group whole when the page asks for it", () => {
    render(<ParticipantList view={viewWith(60, 30)} mine={new Set()} whole />);
    expect(names()).toHaveLength(90);
    expect(screen.queryByRole("link", { name: /더 보기/ })).toBeNull();
  });

  it("shows a short list whole at once", () => {
    render(<ParticipantList view={viewWith(3, 1)} mine={new Set()} />);
    expect(names()).toEqual(["참석자 1", "참석자 2", "참석자 3", "참석자 4"]);
  });
});

describe("guests in the participant list", () => {
  it("shows what each response brings, and nothing for one that comes alone", () => {
    const view = viewWith(2, 1);
    view.responses = view.responses.map((r, i) => (i === 0 ? { ...r, guests: 2 } : r));
    render(<ParticipantList view={view} mine={new Set()} />);
    const [first, second] = rowsOf("attending");
    expect(within(first as HTMLElement).getByTestId("guests").textContent).toBe("동반 2명");
    expect(within(second as HTMLElement).queryByTestId("guests")).toBeNull();
    expect(within(rowsOf("waiting")[0] as HTMLElement).queryByTestId("guests")).toBeNull();
  });
});
