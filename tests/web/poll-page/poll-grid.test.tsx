import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PollPublicView } from "#contract/polls";
import { type ApiCall, json } from "../../support/web/http";
import {
  pollOption,
  pollView,
  renderPollPage,
  sockets,
  withFakeSockets,
} from "../../support/web/poll-page";

withFakeSockets();

const rows = () => screen.getAllByTestId("poll-date");

describe("the poll page's dates", () => {
  it("show each date on the poll's clock with its counts, the leading one marked", () => {
    const view = pollView({
      options: [
        pollOption(18, { yes: 2, maybe: 1, no: 0 }),
        pollOption(19, { yes: 3, maybe: 0, no: 1 }),
        pollOption(20, { yes: 1, maybe: 2, no: 1 }),
      ],
      voter_count: 4,
    });
    renderPollPage(view);

    const [first, second, third] = rows();
    // 10:00 UTC is 19:00 in Seoul.
    expect(within(first).getByTestId("poll-date-text").textContent).toBe(
      "12월 18일 (금) 오후 7:00",
    );
    expect(within(first).getByTestId("poll-counts").textContent).toBe(
      "가능 2 · 조율 가능 1 · 불가 0",
    );
    expect(within(second).getByTestId("poll-leading").textContent).toBe("선두");
    expect(within(first).queryByTestId("poll-leading")).toBeNull();
    expect(within(third).queryByTestId("poll-leading")).toBeNull();
    expect(screen.getByTestId("poll-voter-count").textContent).toBe("4명 투표");
    expect(screen.getByTestId("poll-zone").textContent).toBe("시간은 모두 한국 시간 기준입니다");
  });

  it("mark every date tied for the lead, and none while nobody can make any", () => {
    renderPollPage(
      pollView({
        options: [
          pollOption(18, { yes: 2, maybe: 1 }),
          pollOption(19, { yes: 2, maybe: 1 }),
          pollOption(20, { yes: 2 }),
        ],
      }),
    );
    expect(rows().map((row) => row.dataset.leading ?? null)).toEqual(["true", "true", null]);
  });

  it("mark no date while nobody can make any", () => {
    renderPollPage(pollView({ options: [pollOption(18, { no: 2 }), pollOption(19, { no: 1 })] }));
    expect(screen.queryAllByTestId("poll-leading")).toEqual([]);
  });

  it("offer three answers per date, one radio group a thumb fills in a row", () => {
    renderPollPage(pollView());
    const groups = screen.getAllByRole("radiogroup");
    expect(groups).toHaveLength(3);
    expect(
      within(groups[0])
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("aria-label")),
    ).toEqual(["가능", "조율 가능", "불가"]);
    expect(groups[0].getAttribute("aria-label")).toBe("12월 18일 (금) 오후 7:00");
  });

  it("show the reader's own time beside a poll on another clock", () => {
    // The tests' browser reads UTC; the poll is on Berlin's clock.
    renderPollPage(pollView({ time_zone: "Europe/Berlin" }));
    const [first] = rows();
    expect(within(first).getByTestId("poll-date-text").textContent).toBe(
      "12월 18일 (금) 오전 11:00",
    );
    expect(within(first).getByTestId("poll-reader-time").textContent).toBe(
      "내 시간으로 12월 18일 (금) 오전 10:00",
    );
    expect(screen.getByTestId("poll-zone").textContent).toBe("시간은 모두 베를린 시간 기준입니다");
  });

  it("show no second time when the reader's clock is the poll's", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    renderPollPage(pollView({ time_zone: zone }));
    expect(screen.queryAllByTestId("poll-reader-time")).toEqual([]);
  });

  it("write an end on the start's day as its hour", () => {
    renderPollPage(
      pollView({
        options: [{ ...pollOption(18), ends_at: "2026-12-18T12:00:00Z" }, pollOption(19)],
      }),
    );
    expect(within(rows()[0]).getByTestId("poll-date-text").textContent).toBe(
      "12월 18일 (금) 오후 7:00 ~ 오후 9:00",
    );
  });
});

describe("who voted what", () => {
  it("is shown date by date under a names list", () => {
    const [a, b] = [pollOption(18, { yes: 1, maybe: 1 }), pollOption(19, { no: 2 })];
    renderPollPage(
      pollView({
        options: [a, b],
        voters: [
          { name: "민수", choices: { [a.id]: "yes", [b.id]: "no" } },
          { name: "지영", choices: { [a.id]: "maybe", [b.id]: "no" } },
        ],
        voter_count: 2,
      }),
    );
    const [first, second] = rows();
    expect(within(first).getByTestId("poll-names").textContent).toBe("가능: 민수조율 가능: 지영");
    expect(within(second).getByTestId("poll-names").textContent).toBe("불가: 민수, 지영");
  });

  it("is only counted under a hidden list, which says so", () => {
    renderPollPage(
      pollView({ voter_list: "hidden", options: [pollOption(18, { yes: 2 }), pollOption(19)] }),
    );
    expect(screen.queryAllByTestId("poll-names")).toEqual([]);
    expect(screen.getByTestId("poll-names-hidden").textContent).toBe(
      "누가 투표했는지는 주최자만 볼 수 있습니다.",
    );
    expect(within(rows()[0]).getByTestId("poll-counts").textContent).toBe(
      "가능 2 · 조율 가능 0 · 불가 0",
    );
  });
});

/** The poll's public view as the API answers it now, `poll` for every read. */
const reads = (poll: PollPublicView) => (call: ApiCall) =>
  call.method === "GET" && call.path === `/api/v1/polls/${poll.id}/public`
    ? json(200, poll)
    : undefined;

/** `view` after one more yes on its first date. */
function oneMoreYes(view: PollPublicView, version: number): PollPublicView {
  const [first, ...rest] = view.options;
  return {
    ...view,
    version,
    voter_count: view.voter_count + 1,
    options: [{ ...first, yes: first.yes + 1 }, ...rest],
  };
}

describe("live counts", () => {
  it("follow the poll's socket, a newer view only", async () => {
    const view = pollView();
    const page = renderPollPage(view, reads(view));
    // The socket's code is fetched once the page is up.
    await waitFor(() => expect(sockets).toHaveLength(1));
    const [socket] = sockets;
    expect(socket.url).toBe(`ws://localhost:3000/api/v1/polls/${view.id}/live`);
    act(() => socket.onopen?.());
    await waitFor(() => expect(page.fetching()).toBe(0));
    const newer = oneMoreYes(view, 3);
    act(() => socket.deliver(newer));
    await waitFor(() =>
      expect(within(rows()[0]).getByTestId("poll-counts").textContent).toBe(
        "가능 1 · 조율 가능 0 · 불가 0",
      ),
    );
    expect(screen.getByTestId("poll-leading")).toBeTruthy();
    // A late message of an older version changes nothing.
    act(() => socket.deliver({ ...view, version: 2 }));
    expect(page.cached()?.version).toBe(3);
    expect(screen.getByTestId("poll-voter-count").textContent).toBe("1명 투표");
  });

  it("read the poll once the socket opens: a vote cast before the page listened shows", async () => {
    const view = pollView();
    // The page shows the view it was rendered with; the vote came before its socket opened.
    const page = renderPollPage(view, reads(oneMoreYes(view, 2)));
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(page.calls).toEqual([]);
    act(() => sockets[0].onopen?.());
    await waitFor(() =>
      expect(screen.getByTestId("poll-voter-count").textContent).toBe("1명 투표"),
    );
    expect(page.calls.map((call) => call.path)).toEqual([`/api/v1/polls/${view.id}/public`]);
  });

  it("keep a message's view over a read that set out before it", async () => {
    const view = pollView();
    // The read answers what the poll was when it left; a vote's message overtakes it.
    const page = renderPollPage(view, reads(oneMoreYes(view, 2)));
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => {
      sockets[0].onopen?.();
      sockets[0].deliver(oneMoreYes(oneMoreYes(view, 2), 3));
    });
    await waitFor(() => expect(page.calls).toHaveLength(1));
    await waitFor(() => expect(page.fetching()).toBe(0));
    expect(page.cached()?.version).toBe(3);
    expect(screen.getByTestId("poll-voter-count").textContent).toBe("2명 투표");
  });
});

describe("a closed poll", () => {
  it("shows the chosen date and the way to its event's invite page, and no form", () => {
    const options = [pollOption(18, { yes: 3 }), pollOption(19, { yes: 1 })];
    const eventId = crypto.randomUUID();
    renderPollPage(
      pollView({
        options,
        closed_at: "2026-12-01T00:00:00Z",
        event_id: eventId,
        chosen_option_id: options[1].id,
      }),
    );
    const decided = screen.getByTestId("poll-decided");
    expect(decided.textContent).toContain("12월 19일 (토) 오후 7:00");
    expect(within(decided).getByRole("link").getAttribute("href")).toBe(
      `/events/${eventId}/public`,
    );
    expect(screen.queryByTestId("vote-form")).toBeNull();
    expect(screen.getByTestId("poll-state").textContent).toBe("날짜 확정");
    expect(rows()[1].dataset.chosen).toBe("true");
    // Closed on a date, the lead no longer matters.
    expect(screen.queryAllByTestId("poll-leading")).toEqual([]);
  });

  it("past its deadline, says it takes no more votes", () => {
    renderPollPage(pollView({ deadline: "2020-01-01T00:00:00Z" }));
    expect(screen.queryByTestId("vote-form")).toBeNull();
    expect(screen.getByTestId("poll-not-taking").textContent).toBe(
      "이 투표는 더 이상 표를 받지 않습니다.",
    );
  });

  it("whose voters were erased, keeps its counts and takes no votes", () => {
    renderPollPage(
      pollView({
        erased_at: "2027-01-20T00:00:00Z",
        options: [pollOption(18, { yes: 3 }), pollOption(19)],
      }),
    );
    expect(screen.queryByTestId("vote-form")).toBeNull();
    expect(within(rows()[0]).getByTestId("poll-counts").textContent).toBe(
      "가능 3 · 조율 가능 0 · 불가 0",
    );
  });
});
