import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { GuestList } from "#contract/guest-list";
import type { EventPublicView } from "#contract/public-view";
import { writeMyResponses } from "../../../web/features/invitee/my-responses/write";
import { Answered } from "../../../web/features/invitee/sending/answered";
import { formCheck } from "../../../web/features/invitee/sending/response-checks";
import { renderPage } from "../../../web/ssr/render-page";
import { json } from "../../support/web/http";
import { publicViewOf, underGuestList } from "../../support/web/invite";
import { callTo, renderInvitePage, withQuietSockets } from "../../support/web/invite-page";
import { publicResponse } from "../../support/web/responses";

/**
 * The invite page and the simple participants page under each `guest_list` (decision 0041): `count`
 * keeps the counts and shows no name, `hidden` shows neither, only where a newcomer stands;
 * '내 응답' reads this browser's own response through the key it keeps, since the snapshot
 * lists nobody.
 */

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c37";
const ORGANISER_ONLY = "참석자 명단은 주최자만 볼 수 있어요.";
const KEY = "Kept_key-0123456789abcdefghijklmnopqrstuvwx";

const minji = publicResponse(1, "attending", { name: "민지", message: "조금 늦어요" });
const hajun = publicResponse(2, "attending", { name: "하준" });
const wen = publicResponse(3, "waiting", { name: "Wen" });

/** Two attending of `max` seats (and Wen waiting, when `queue`), as the room masks it. */
const viewUnder = (mode: GuestList, max: number | null = 9, queue = false) =>
  underGuestList(
    publicViewOf(queue ? [minji, hajun, wen] : [minji, hajun], {
      id: EVENT,
      max_participants: max,
    }),
    mode,
  );

/** A page as the Worker serves it, put in the document. */
async function served(page: "public" | "participants", view: EventPublicView) {
  document.body.innerHTML =
    (await renderPage(`https://moim.test/events/${EVENT}/${page}`, view)) ?? "";
  return document.body;
}

/** What the page counts: the capacity block and the list's heading, as one text. */
const countedText = () =>
  [screen.getByTestId("capacity"), document.getElementById("participants-title")]
    .map((element) => element?.textContent ?? "")
    .join(" ");

withQuietSockets();
afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = "";
});

describe("the invite page as served", () => {
  it("under count shows the counts, and in place of the names the organiser-only line", async () => {
    const page = await served("public", viewUnder("count"));
    expect(screen.getByTestId("attending-count").textContent).toBe("2 / 9");
    expect(document.getElementById("participants-title")?.textContent).toBe("참석자 명단2");
    expect(screen.getByText(ORGANISER_ONLY)).toBeTruthy();
    expect(screen.queryAllByTestId("participant")).toHaveLength(0);
    for (const text of ["민지", "하준", "조금 늦어요"])
      expect(page.textContent).not.toContain(text);
  });

  it("under hidden shows no count, only the seat state in words, and the organiser-only line", async () => {
    for (const [max, queue, words] of [
      [9, false, "자리 있음"],
      [3, true, "대기 신청 가능"],
      [2, false, "정원 마감"],
      [null, false, "정원 제한 없음"],
    ] as const) {
      const page = await served("public", viewUnder("hidden", max, queue));
      expect(screen.getByTestId("seat-state").textContent, words).toBe(words);
      expect(screen.queryByTestId("attending-count")).toBeNull();
      expect(screen.queryByTestId("waiting-count")).toBeNull();
      expect(page.querySelector("progress")).toBeNull();
      expect(countedText()).not.toMatch(/\d/);
      expect(screen.getByText(ORGANISER_ONLY)).toBeTruthy();
      for (const text of ["민지", "하준", "Wen"]) expect(page.textContent).not.toContain(text);
    }
    // Full: the page's own words on what signing up does now.
    await served("public", viewUnder("hidden", 2));
    expect(screen.getByTestId("capacity").textContent).toContain("정원이 찼습니다.");
  });

  it("under hidden offers the seat the state allows, and says why it would wait", async () => {
    await served("public", viewUnder("hidden", 9));
    expect(screen.getByRole("button", { name: "참석 신청하기" })).toBeTruthy();
    await served("public", viewUnder("hidden", 3, true));
    expect(screen.getByRole("button", { name: "대기 신청하기" })).toBeTruthy();
    expect(screen.getByTestId("seat-hint").textContent).toMatch(/^먼저 기다리는 사람이 있습니다\./);
    await served("public", viewUnder("hidden", 2));
    expect(screen.getByTestId("seat-hint").textContent).toMatch(/^정원이 다 찼습니다\./);
  });

  it("under names is as before: every name, no organiser-only line", async () => {
    const page = await served("public", viewUnder("names"));
    expect(screen.getAllByTestId("participant")).toHaveLength(2);
    expect(page.textContent).toContain("조금 늦어요");
    expect(screen.queryByText(ORGANISER_ONLY)).toBeNull();
  });
});

describe("the simple participants page as served", () => {
  it("under count shows the counts without a name, under hidden neither", async () => {
    let page = await served("participants", viewUnder("count"));
    expect(screen.getByTestId("attending-count").textContent).toBe("참석 2 / 9");
    expect(screen.queryByTestId("participants-table")).toBeNull();
    expect(screen.getByText(ORGANISER_ONLY)).toBeTruthy();
    expect(page.textContent).not.toContain("민지");

    page = await served("participants", viewUnder("hidden"));
    expect(screen.queryByTestId("attending-count")).toBeNull();
    expect(screen.getByTestId("seat-state").textContent).toBe("자리 있음");
    expect(screen.queryByTestId("participants-table")).toBeNull();
    expect(screen.getByText(ORGANISER_ONLY)).toBeTruthy();
    expect(page.textContent).not.toMatch(/민지|응답 목록\s*\d/);
  });
});

describe("the form's checks against a list without names", () => {
  it("leave an unknown or taken name to the room", () => {
    const event = { allow_duplicate: false, responses: [], guest_list: "count" as GuestList };
    const values = { name: "민지", password: "1234", message: "" };
    expect(formCheck(values, "edit", event)).toBeNull();
    expect(formCheck(values, "delete", event)).toBeNull();
    expect(formCheck(values, "edit", { ...event, guest_list: "names" })).toBe("name_unknown");
  });
});

describe("'내 응답' when the snapshot lists nobody", () => {
  const waiting = publicResponse(4, "waiting", { name: "은하수별" });
  const entry = { id: waiting.id, name: "은하수별", status: "waiting", revision: 4 } as const;
  const opened = (waiting_position: number | null) => (url: URL) =>
    url.pathname.endsWith("/my-response")
      ? json(200, {
          response: waiting,
          waiting_position,
          notify: { email: null, email_verified: false, push: false },
        })
      : json(404, { detail: "Not found" });
  const kept = () => JSON.parse(localStorage.getItem(`moim:my-responses:${EVENT}`) ?? "[]");

  it("under hidden reads it through the kept key, and says only that it waits", async () => {
    const { fetch } = renderInvitePage(
      viewUnder("hidden", 2, true),
      [{ ...entry, key: KEY }],
      opened(null),
    );
    const call = await callTo(fetch, "/my-response");
    expect(call.headers.get("x-response-key")).toBe(KEY);
    const mine = await screen.findByTestId("my-response");
    expect((await within(mine).findByTestId("queue-position")).textContent).toBe("대기 중");
    expect(mine.textContent).not.toMatch(/앞에|번째/);
    // Not in the public list: no reason to think it was deleted.
    expect(kept()).toEqual([{ ...entry, key: KEY }]);
  });

  it("under count says how many wait ahead", async () => {
    renderInvitePage(viewUnder("count", 2, true), [{ ...entry, key: KEY }], opened(2));
    const mine = await screen.findByTestId("my-response");
    expect((await within(mine).findByText("대기 2번째")).textContent).toBe("대기 2번째");
    expect(mine.textContent).toContain("앞에 1명이 기다리고 있어요.");
  });

  it("keeps one without a key as this browser last saw it", async () => {
    const { fetch } = renderInvitePage(viewUnder("hidden", 2, true), [entry], opened(null));
    const mine = await screen.findByTestId("my-response");
    expect(within(mine).getByText("은하수별")).toBeTruthy();
    expect(within(mine).getByTestId("queue-position").textContent).toBe("대기 중");
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/my-response"))).toBe(false);
    expect(kept()).toEqual([entry]);
  });
});

describe("the form's answered words when the snapshot lists nobody", () => {
  it("stand while this browser's memory of the response agrees, and go once it moved on", () => {
    const id = publicResponse(5, "waiting").id;
    const entry = { id, name: "은하수별", status: "waiting", revision: 5 } as const;
    writeMyResponses(EVENT, [entry]);
    const words = "정원이 차서 대기 명단에 올랐습니다.";
    render(
      <Answered
        outcome={{ action: "submit", text: words, responseId: id, status: "waiting" }}
        view={viewUnder("hidden", 2, true)}
        onAgain={() => {}}
      />,
    );
    expect(screen.getByTestId("form-outcome").textContent).toBe(words);
    // '내 응답' read it promoted: the words that said it waits give way.
    act(() => writeMyResponses(EVENT, [{ ...entry, status: "attending", revision: 6 }]));
    expect(screen.queryByTestId("form-outcome")).toBeNull();
  });
});
