import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import type { ResponseAdmin } from "#contract/responses";
import { useDeleteResponse } from "../../../web/features/organiser/api/delete-response";
import { ResponseStats } from "../../../web/features/organiser/components/responses/response-stats";
import { responsesCsv } from "../../../web/features/organiser/components/responses/responses-csv";
import { promotionText } from "../../../web/lib/promotion-text";
import { offeringClass } from "../../support/web/events";
import { json } from "../../support/web/http";
import { publicViewOf } from "../../support/web/invite";
import {
  renderLiveCounts,
  renderResponseList,
  renderResponsesPage,
  socketOpened,
  statsOf,
  withFakeSockets,
} from "../../support/web/organiser";
import { adminResponse, csvCells } from "../../support/web/responses";
import { ToastDescriptions } from "../../support/web/toasts";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c22";
// 2030-03-05 15:00 in Seoul, 07:00 in Berlin.
const EXPIRES = "2030-03-05T06:00:00.000Z";

const event = offeringClass({ id: EVENT, location: "성수동", max_participants: 3, max_guests: 2 });

/** A response as the organiser sees it; an offered one's offer lapses when `expires` says. */
const response = (
  name: string,
  status: ResponseAdmin["status"],
  guests = 0,
  expires: string | null = null,
) => adminResponse(name, status, guests, { offer_expires_at: expires });

withFakeSockets();

describe("an open offer in the organiser's response list", () => {
  it("reads '자리 제안' with when it lapses, on the event's clock", () => {
    const offered = response("하늘", "offered", 0, EXPIRES);
    renderResponseList([offered]);
    const badge = screen.getByTestId("response-status");
    expect(badge.dataset.status).toBe("offered");
    expect(badge.textContent).toBe("자리 제안 중 · 3월 5일 오후 3:00까지");
    expect(badge.className).toContain("badge-success badge-soft");
  });

  it("follows the event's zone, not Korea's", () => {
    renderResponseList([response("Lena", "offered", 0, EXPIRES)], { zone: "Europe/Berlin" });
    expect(screen.getByTestId("response-status").textContent).toBe(
      "자리 제안 중 · 3월 5일 오전 7:00까지",
    );
  });

  it("keeps the waiting places counting only those who wait", () => {
    renderResponseList([
      response("민지", "attending"),
      response("하늘", "offered", 0, EXPIRES),
      response("서준", "waiting"),
    ]);
    const badges = screen.getAllByTestId("response-status").map((badge) => badge.textContent);
    expect(badges).toEqual(["참석", "자리 제안 중 · 3월 5일 오후 3:00까지", "대기 1번째"]);
  });
});

describe("the open offers stat", () => {
  it("counts the people open offers hold seats for, guests included", () => {
    const responses = [
      response("민지", "attending"),
      response("하늘", "offered", 1, EXPIRES),
      response("서준", "waiting"),
    ];
    render(<ResponseStats stats={statsOf(responses)} max={3} offers />);
    expect(screen.getByTestId("stat-offered").textContent).toBe("2");
    expect(screen.getByTestId("stat-offered-guests").textContent).toBe("동반 1명 포함");
    expect(screen.getByText("제안 중")).toBeTruthy();
  });

  it("shows 0 for an event that offers seats, and nothing for one that does not", () => {
    const responses = [response("민지", "attending")];
    const { unmount } = render(<ResponseStats stats={statsOf(responses)} max={3} offers />);
    expect(screen.getByTestId("stat-offered").textContent).toBe("0");
    expect(screen.queryByTestId("stat-offered-guests")).toBeNull();
    unmount();
    render(<ResponseStats stats={statsOf(responses)} max={3} />);
    expect(screen.queryByTestId("stat-offered")).toBeNull();
  });
});

describe("the responses page kept current by the organiser's live message", () => {
  it("shows the offer when the room makes it, and 참석 once it is accepted", async () => {
    const first = [response("민지", "attending", 2), response("하늘", "waiting")];
    renderResponsesPage(event, first);
    expect((await screen.findAllByTestId("response-item")).length).toBe(2);
    await waitFor(() => expect(screen.getByTestId("stat-offered").textContent).toBe("0"));

    // 민지 brings one guest fewer: the freed seat is offered to 하늘.
    const [minji, haneul] = first as [ResponseAdmin, ResponseAdmin];
    const offered = [
      { ...minji, guests: 1 },
      { ...haneul, status: "offered" as const, offer_expires_at: EXPIRES },
    ];
    const socket = await socketOpened();
    socket.receiveResponses(7, offered);
    const item = screen.getAllByTestId("response-item")[1] as HTMLElement;
    expect(within(item).getByTestId("response-status").textContent).toBe(
      "자리 제안 중 · 3월 5일 오후 3:00까지",
    );
    expect(screen.getByTestId("stat-offered").textContent).toBe("1");
    expect(screen.getByTestId("stat-attending").textContent).toBe("2 / 3");

    const accepted = [offered[0], { ...haneul, status: "attending" as const }];
    socket.receiveResponses(8, accepted);
    expect(within(item).getByTestId("response-status").textContent).toBe("참석");
    expect(screen.getByTestId("stat-offered").textContent).toBe("0");
    expect(screen.getByTestId("stat-attending").textContent).toBe("3 / 3");
  });
});

describe("the dashboard's live counts", () => {
  /** The public view as the room counts it with `offered` of its four offered a seat. */
  const view = (offered: number): EventPublicView =>
    publicViewOf([], {
      ...event,
      attending_count: 3 - offered,
      attending_seats: 3 - offered,
      waiting_count: 1,
      waiting_seats: 1,
      offered_count: offered,
      offered_seats: offered,
      total_responses: 4,
      revision: 1,
    });

  it("say how many offers are open, live, and nothing while none are", async () => {
    renderLiveCounts(view(0));
    expect(screen.queryByTestId("live-counts-offered")).toBeNull();
    const socket = await socketOpened();
    socket.receive({ type: "snapshot", snapshot: { ...view(1), revision: 2 } });
    expect(screen.getByTestId("live-counts-offered").textContent).toBe("1");
    expect(screen.getByTestId("live-counts").textContent).toContain("제안 중 1");
    expect(screen.getByTestId("live-counts").textContent).toContain("참석 2/3");
  });
});

describe("the CSV export", () => {
  it("writes an open offer's status as '자리 제안'", () => {
    const csv = responsesCsv(
      [response("하늘", "offered", 0, EXPIRES), response("민지", "attending")],
      "Asia/Seoul",
    );
    const rows = csvCells(csv);
    expect(rows[1]?.slice(0, 3)).toEqual(["하늘", "자리 제안", "0"]);
    expect(rows[2]?.slice(0, 3)).toEqual(["민지", "참석", "0"]);
  });
});

/** An organiser's delete, and the toasts it shows. */
function DeleteWithToasts() {
  const remove = useDeleteResponse(EVENT);
  return (
    <>
      <button type="button" onClick={() => remove.mutate("r1")}>
        삭제
      </button>
      <ToastDescriptions />
    </>
  );
}

describe("a reply's offered names in the organiser's words", () => {
  it("says who was offered a seat, beside who was promoted", () => {
    expect(promotionText([], ["홍길동"])).toBe("홍길동님에게 자리를 제안했어요.");
    expect(promotionText(["민지"], ["하늘", "서준"])).toBe(
      "대기 중이던 민지님이 참석으로 확정되었습니다. 하늘, 서준님에게 자리를 제안했어요.",
    );
    expect(promotionText([], [])).toBe("");
  });

  it("names them in the toast after the organiser deletes a response", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(200, { message: "Response deleted.", promoted: [], offered: ["홍길동"], revision: 9 }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DeleteWithToasts />
      </QueryClientProvider>,
    );
    act(() => screen.getByRole("button", { name: "삭제" }).click());
    expect((await screen.findByTestId("toast")).textContent).toBe(
      "응답이 삭제되었습니다\n홍길동님에게 자리를 제안했어요.",
    );
  });
});
