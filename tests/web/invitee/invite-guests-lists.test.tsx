import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResponsePublic } from "#contract/responses";
import { MyResponses } from "../../../web/features/invitee/components/my-responses-panel";
import { waitingAheadText, waitingPlace } from "../../../web/features/invitee/waiting-position";
import { renderPage } from "../../../web/ssr/render-page";
import { publicViewOf } from "../../support/web/invite";
import { QueryWrapper, renderMyResponses } from "../../support/web/my-responses";
import { publicResponse } from "../../support/web/responses";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";

const person = (i: number, name: string, status: ResponsePublic["status"], guests = 0) =>
  publicResponse(i, status, { name, guests });

describe("'내 응답' with guests", () => {
  it("shows the guests the response brings", () => {
    const { row } = renderMyResponses(person(1, "민지", "attending", 2));
    expect(within(row).getByTestId("guests").textContent).toBe("동반 2명");
  });

  it("tells the head of the queue that the whole party gets in together", () => {
    const { row } = renderMyResponses(person(1, "민지", "waiting", 2), { position: 1 });
    expect(row.textContent).toContain("일행 3명의 자리가 모두 나면 바로 참석으로 바뀝니다.");
  });

  it("reads as before for someone coming alone", () => {
    const { row } = renderMyResponses(person(1, "민지", "waiting"), { position: 1 });
    expect(within(row).queryByTestId("guests")).toBeNull();
    expect(row.textContent).toContain("다음 자리가 나면 바로 참석으로 바뀝니다.");
  });

  it("tells the head of the queue it is offered the seats first when the event offers them", () => {
    const { row: party } = renderMyResponses(person(1, "민지", "waiting", 2), {
      position: 1,
      offers: true,
    });
    expect(party.textContent).toContain("일행 3명의 자리가 모두 나면 그 자리를 먼저 제안받아요.");
    expect(party.textContent).not.toContain("바로 참석");
  });
});

describe("the waiting place with guests", () => {
  const queue = [
    person(1, "민지", "attending", 2),
    person(2, "하준", "waiting", 2),
    person(3, "Wen", "maybe", 1),
    person(4, "서연", "waiting"),
    person(5, "도윤", "waiting", 1),
  ];

  it("counts the people waiting ahead, each party with its guests, in queue order", () => {
    expect(waitingPlace(queue, queue[1]?.id ?? "")).toEqual({ position: 1, peopleAhead: 0 });
    expect(waitingPlace(queue, queue[3]?.id ?? "")).toEqual({ position: 2, peopleAhead: 3 });
    expect(waitingPlace(queue, queue[4]?.id ?? "")).toEqual({ position: 3, peopleAhead: 4 });
    // Attending, maybe, or not in the snapshot: no place.
    expect(waitingPlace(queue, queue[0]?.id ?? "")).toBeNull();
    expect(waitingPlace(queue, queue[2]?.id ?? "")).toBeNull();
    expect(waitingPlace(queue, "gone")).toBeNull();
  });

  it("says the parties and their people ahead, and only people when nobody ahead brings guests", () => {
    expect(waitingAheadText(2, 5)).toBe("앞에 2팀(5명)이 기다리고 있어요.");
    expect(waitingAheadText(1, 3)).toBe("앞에 1팀(3명)이 기다리고 있어요.");
    expect(waitingAheadText(2, 2)).toBe("앞에 2명이 기다리고 있어요.");
  });

  it("shows '내 응답' the people ahead from the live snapshot", () => {
    const doyun = queue[4] as ResponsePublic;
    render(
      <MyResponses
        view={publicViewOf(queue, { max_participants: 3, max_guests: 2 })}
        mine={[{ id: doyun.id, name: doyun.name, status: "waiting", revision: 4 }]}
        closed={false}
        onEdit={() => {}}
        onCancel={() => {}}
        eventId={EVENT}
      />,
      { wrapper: QueryWrapper },
    );
    const row = screen.getByTestId("my-response");
    expect(within(row).getByTestId("queue-position").textContent).toBe("대기 3번째");
    expect(row.textContent).toContain("앞에 2팀(4명)이 기다리고 있어요.");
  });

  it("reads as before when nobody ahead brings guests", () => {
    const { row } = renderMyResponses(person(3, "서연", "waiting", 2), {
      position: 3,
      peopleAhead: 2,
    });
    expect(row.textContent).toContain("앞에 2명이 기다리고 있어요.");
  });
});

describe("the simple participants page with guests", () => {
  it("counts seats, and shows each response's guests in the table", async () => {
    const view = publicViewOf(
      [
        person(1, "민지", "attending", 2),
        person(2, "하준", "attending"),
        person(3, "Wen", "waiting"),
      ],
      { max_participants: 5, max_guests: 2 },
    );
    const html = await renderPage(`https://moim.test/events/${EVENT}/participants`, view);
    document.body.innerHTML = html ?? "";
    expect(screen.getByTestId("attending-count").textContent).toBe(
      "참석 4 / 5 (동반 2명 포함) · 대기 1",
    );
    const rows = within(screen.getByTestId("participants-table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).queryByTestId("guests")?.textContent ?? "")).toEqual([
      "동반 2명",
      "",
      "",
    ]);
    // The form asks for guests too.
    expect(
      within(screen.getByTestId("participants-form"))
        .getAllByRole("radio", { name: /없음|명$/ })
        .map((radio) => radio.getAttribute("aria-label")),
    ).toEqual(["없음", "1명", "2명"]);
  });
});
