import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPublicView } from "#contract/public-view";
import type { ResponsePublic } from "#contract/responses";
import {
  type FormRequest,
  ResponseForm,
} from "../../../web/features/invitee/components/response-form";
import { eventKeys } from "../../../web/lib/event-keys";
import { json } from "../../support/web/http";
import { publicViewOf } from "../../support/web/invite";
import { publicResponse } from "../../support/web/responses";

/** The first answer asks for a seat only: the hint under it says how to say no. */
const CANNOT_COME = " 못 오시면 신청하지 않아도 돼요. 신청했다면 '수정'에서 불참으로 바꿔 주세요.";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";
const person = (id: string, name: string, status: ResponsePublic["status"], guests = 0) =>
  publicResponse(id, status, { name, guests, created_at: "2026-05-01T10:00:00.000Z" });
const snapshot = (responses: ResponsePublic[], max: number | null = null, maxGuests = 0) =>
  publicViewOf(responses, {
    id: EVENT,
    title: "모임",
    max_participants: max,
    max_guests: maxGuests,
    revision: 3,
  });

/** The form as the invite page holds it: the live view from the cache, its requests kept. */
function Page({ first }: { first: FormRequest }) {
  const [request, setRequest] = useState(first);
  const { data: view } = useQuery({
    queryKey: eventKeys.publicView(EVENT),
    queryFn: (): EventPublicView => {
      throw new Error("the test puts the view in the cache");
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!view) return null;
  return (
    <ResponseForm
      eventId={EVENT}
      view={view}
      request={request}
      onRequest={(next) => setRequest((current) => ({ ...next, nonce: current.nonce + 1 }))}
      mine={new Set()}
    />
  );
}

function setup(view: EventPublicView, request: FormRequest, answer: Response) {
  const fetch = vi.fn(async () => answer);
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient();
  client.setQueryData(eventKeys.publicView(EVENT), view);
  const invalidate = vi.spyOn(client, "invalidateQueries");
  const refetch = vi.spyOn(client, "refetchQueries");
  render(
    <QueryClientProvider client={client}>
      <Page first={request} />
    </QueryClientProvider>,
  );
  const cached = () => client.getQueryData<EventPublicView>(eventKeys.publicView(EVENT));
  return { fetch, invalidate, refetch, cached, client };
}

async function answer(name: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("이름"), name);
  await user.type(screen.getByLabelText("비밀번호"), password);
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the invite page's form", () => {
  it("puts its own reply into the page, with no second read", async () => {
    const { fetch, invalidate, refetch, cached } = setup(
      snapshot([person("a", "Alex", "attending")]),
      { mode: "new", nonce: 0 },
      json(201, {
        message: "Registered as attending.",
        response: person("b", "민지", "attending"),
        waiting_position: null,
        promoted: [],
        revision: 4,
      }),
    );
    const user = await answer("민지", "1234");
    await user.click(screen.getByRole("button", { name: "참석 신청하기" }));

    // One confirmation, in the form's place, where focus lands; then a fresh form on request.
    const outcome = await screen.findByTestId("form-outcome");
    expect(outcome.textContent).toBe("참석이 등록되었습니다.");
    expect(document.activeElement).toBe(outcome);
    expect(screen.queryByLabelText("이름")).toBeNull();
    await user.click(screen.getByRole("button", { name: "다른 이름으로 신청하기" }));
    expect((screen.getByLabelText("이름") as HTMLInputElement).value).toBe("");
    expect(screen.queryByTestId("form-outcome")).toBeNull();
    // One call for the answer, no read; a sign-up's personal link is made beside it, to be
    // kept here (decision 0018, tests/web/invitee/kept-key.test.ts).
    const paths = (fetch.mock.calls as unknown as [RequestInfo][]).map(
      ([url]) => new URL(String(url), location.href).pathname,
    );
    expect(paths.filter((path) => !path.endsWith("/my-link"))).toEqual([
      `/api/v1/events/${EVENT}/submit`,
    ]);
    expect(invalidate).not.toHaveBeenCalled();
    expect(refetch).not.toHaveBeenCalled();
    expect(cached()?.responses.map((r) => r.name)).toEqual(["Alex", "민지"]);
    expect(cached()?.attending_count).toBe(2);
    expect(cached()?.revision).toBe(4);
  });

  it("shows the live waiting place, and gives way once the response is promoted", async () => {
    const first = [person("a", "Alex", "attending"), person("w", "Wen", "waiting")];
    const { client } = setup(
      snapshot(first, 1),
      { mode: "new", nonce: 0 },
      json(201, {
        message: "Added to the waiting list.",
        response: person("b", "민지", "waiting"),
        waiting_position: 2,
        promoted: [],
        revision: 4,
      }),
    );
    const user = await answer("민지", "1234");
    await user.click(screen.getByRole("button", { name: "대기 신청하기" }));
    expect((await screen.findByTestId("form-outcome")).textContent).toBe(
      "정원이 차서 대기 명단에 올랐습니다. 대기 2번째입니다.",
    );

    // Wen leaves the queue: the place moves up where it is shown.
    const later = { ...snapshot([first[0] as ResponsePublic, person("b", "민지", "waiting")], 1) };
    act(() => client.setQueryData(eventKeys.publicView(EVENT), { ...later, revision: 5 }));
    await waitFor(() =>
      expect(screen.getByTestId("form-outcome").textContent).toBe(
        "정원이 차서 대기 명단에 올랐습니다. 대기 1번째입니다.",
      ),
    );

    // Promoted: the old place is not left on the page.
    const promoted = snapshot([person("b", "민지", "attending")], 1);
    act(() => client.setQueryData(eventKeys.publicView(EVENT), { ...promoted, revision: 6 }));
    await waitFor(() => expect(screen.queryByTestId("form-outcome")).toBeNull());
    expect(screen.getByRole("button", { name: "다른 이름으로 신청하기" })).toBeTruthy();
  });

  it("after a cancellation says only that, and offers to sign up again under that name", async () => {
    const { fetch, cached } = setup(
      snapshot([person("a", "Alex", "attending"), person("w", "민지", "waiting")], 1),
      { mode: "delete", name: "Alex", nonce: 1 },
      json(200, {
        message: "Response deleted.",
        promoted: ["민지"],
        revision: 4,
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("비밀번호"), "1234");
    await user.click(screen.getByRole("button", { name: "응답 취소하기" }));

    // Who got the seat is none of the leaver's business; the page's list shows it.
    expect((await screen.findByTestId("form-outcome")).textContent).toBe("응답이 취소되었습니다.");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(cached()?.responses).toEqual([{ ...person("w", "민지", "attending") }]);

    // The next step is a change of mind, not another person: the same name, filled in.
    expect(screen.queryByRole("button", { name: "다른 이름으로 신청하기" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "같은 이름으로 다시 신청하기" }));
    expect(screen.getByTestId("response-form").dataset.mode).toBe("new");
    expect((screen.getByLabelText("이름") as HTMLInputElement).value).toBe("Alex");
    expect(document.activeElement).toBe(screen.getByLabelText("비밀번호"));
    expect(screen.getByRole("button", { name: "대기 신청하기" })).toBeTruthy();
  });

  it("marks the password, not the name, when the password is wrong", async () => {
    setup(
      snapshot([person("a", "Alex", "attending")]),
      { mode: "delete", name: "Alex", nonce: 1 },
      json(400, { detail: "Invalid credentials", code: "invalid_credentials" }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("비밀번호"), "wrong");
    await user.click(screen.getByRole("button", { name: "응답 취소하기" }));

    expect((await screen.findByTestId("form-problem")).textContent).toContain(
      "비밀번호가 올바르지 않습니다.",
    );
    expect(screen.getByLabelText("비밀번호").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("이름").hasAttribute("aria-invalid")).toBe(false);
    expect(screen.getByLabelText("비밀번호").getAttribute("aria-describedby")).toBe(
      screen.getByTestId("form-problem").id,
    );
  });

  it("marks the new password, not the password, when the server refuses the new one", async () => {
    setup(
      snapshot([person("a", "Alex", "attending")]),
      { mode: "edit", name: "Alex", status: "attending", nonce: 1 },
      json(422, {
        detail: [
          {
            loc: ["body", "new_password"],
            msg: "비밀번호는 최소 4자 이상이어야 합니다.",
            type: "password_too_short",
          },
        ],
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("비밀번호"), "1234");
    // Long enough for the form's own check; the server's answer is what is tested here.
    await user.type(screen.getByLabelText(/새 비밀번호/), "abcd");
    await user.click(screen.getByRole("button", { name: "응답 수정하기" }));

    expect((await screen.findByTestId("form-problem")).textContent).toBe(
      "비밀번호는 최소 4자 이상이어야 합니다.",
    );
    expect(screen.getByLabelText(/새 비밀번호/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("비밀번호").hasAttribute("aria-invalid")).toBe(false);
  });

  it("marks the name its own check finds taken, before anything is sent", async () => {
    const { fetch } = setup(
      snapshot([person("a", "Alex", "attending")]),
      { mode: "new", nonce: 0 },
      json(500, {}),
    );
    const user = await answer(" alex ", "1234");
    await user.click(screen.getByRole("button", { name: "참석 신청하기" }));

    expect((await screen.findByTestId("form-problem")).textContent).toMatch(
      /^이미 등록된 이름입니다/,
    );
    expect(screen.getByLabelText("이름").getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says how many minutes a locked response waits", async () => {
    setup(
      snapshot([person("a", "Alex", "attending")]),
      { mode: "delete", name: "Alex", nonce: 1 },
      json(429, { detail: "locked", code: "response_locked" }, { "Retry-After": "840" }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("비밀번호"), "wrong");
    await user.click(screen.getByRole("button", { name: "응답 취소하기" }));
    await waitFor(() =>
      expect(screen.getByTestId("form-problem").textContent).toContain(
        "14분 뒤에 다시 시도해주세요.",
      ),
    );
  });

  it("offers the statuses statusChoices gives: 대기 신청 alone once the event is full", () => {
    setup(
      snapshot([person("a", "Alex", "attending")], 1),
      { mode: "new", nonce: 0 },
      json(500, {}),
    );
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("aria-label"))).toEqual(["대기 신청"]);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
  });
});

/** The JSON body of the n-th call the form made. */
const bodyOf = (fetch: ReturnType<typeof vi.fn>, call = 0) =>
  JSON.parse(String((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].body));
const guestChoices = () =>
  within(screen.getByTestId("guests-field"))
    .getAllByRole("radio")
    .map((radio) => radio.getAttribute("aria-label"));
const statusChoices = () =>
  within(screen.getByRole("group", { name: "참석 여부" }))
    .getAllByRole("radio")
    .map((radio) => radio.getAttribute("aria-label"));

describe("guests in the invite page's form", () => {
  it("asks for guests only when the event allows them, 없음 to its maximum", () => {
    setup(snapshot([], null, 0), { mode: "new", nonce: 0 }, json(500, {}));
    expect(screen.queryByTestId("guests-field")).toBeNull();
    cleanup();

    setup(snapshot([], null, 3), { mode: "new", nonce: 0 }, json(500, {}));
    expect(guestChoices()).toEqual(["없음", "1명", "2명", "3명"]);
    expect((screen.getByRole("radio", { name: "없음" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("본인 외에 함께 올 사람 수")).toBeTruthy();
  });

  it("sends the guests chosen with a sign-up, and none without the field", async () => {
    const { fetch, cached } = setup(
      snapshot([person("a", "Alex", "attending")], 10, 2),
      { mode: "new", nonce: 0 },
      json(201, {
        message: "Registered as attending.",
        response: person("b", "민지", "attending", 2),
        waiting_position: null,
        promoted: [],
        revision: 4,
      }),
    );
    const user = await answer("민지", "1234");
    await user.click(screen.getByRole("radio", { name: "2명" }));
    await user.click(screen.getByRole("button", { name: "참석 신청하기" }));
    await screen.findByTestId("form-outcome");
    expect(bodyOf(fetch)).toMatchObject({ name: "민지", status: "attending", guests: 2 });
    expect(cached()?.attending_seats).toBe(4);
    cleanup();

    const plain = setup(
      snapshot([], 10, 0),
      { mode: "new", nonce: 0 },
      json(201, {
        message: "Registered as attending.",
        response: person("c", "하준", "attending"),
        waiting_position: null,
        promoted: [],
        revision: 4,
      }),
    );
    const again = await answer("하준", "1234");
    await again.click(screen.getByRole("button", { name: "참석 신청하기" }));
    await screen.findByTestId("form-outcome");
    expect(bodyOf(plain.fetch)).not.toHaveProperty("guests");
  });

  it("offers a party that does not fit only the waiting list, and says why", async () => {
    // 10 seats, 8 taken: one person fits, a party of three waits whole.
    setup(
      snapshot([person("a", "Alex", "attending", 3), person("b", "Bo", "attending", 3)], 10, 3),
      { mode: "new", nonce: 0 },
      json(500, {}),
    );
    const user = userEvent.setup();
    expect(statusChoices()).toEqual(["참석"]);
    expect(screen.getByTestId("seat-hint").textContent).toBe(
      `자리가 남아 있어 바로 참석으로 등록됩니다.${CANNOT_COME}`,
    );

    await user.click(screen.getByRole("radio", { name: "2명" }));
    expect(statusChoices()).toEqual(["대기 신청"]);
    expect(screen.getByTestId("seat-hint").textContent).toBe(
      `남은 2자리로는 일행 3명이 함께 들어갈 수 없습니다. 대기 명단에 등록되고, 자리가 나면 신청 순서대로 참석으로 바뀝니다.${CANNOT_COME}`,
    );
    expect(screen.getByRole("button", { name: "대기 신청하기" })).toBeTruthy();

    await user.click(screen.getByRole("radio", { name: "1명" }));
    expect(statusChoices()).toEqual(["참석"]);
    expect(screen.getByRole("button", { name: "참석 신청하기" })).toBeTruthy();
  });

  it("says a sign-up waits behind the queue while seats are free, and when they are all taken", () => {
    // 2 of 4 seats free, and a party of three waiting for them: nobody passes it.
    setup(
      snapshot([person("a", "Alex", "attending", 1), person("w", "Wen", "waiting", 2)], 4, 2),
      { mode: "new", nonce: 0 },
      json(500, {}),
    );
    expect(statusChoices()).toEqual(["대기 신청"]);
    expect(screen.getByTestId("seat-hint").textContent).toMatch(
      /^먼저 기다리는 사람이 있습니다\. /,
    );
    cleanup();

    setup(
      snapshot([person("a", "Alex", "attending", 1)], 2, 2),
      { mode: "new", nonce: 0 },
      json(500, {}),
    );
    expect(screen.getByTestId("seat-hint").textContent).toBe(
      `정원이 다 찼습니다. 대기 명단에 등록되고, 자리가 나면 신청 순서대로 참석으로 바뀝니다.${CANNOT_COME}`,
    );
  });

  it("opens a change with the response's guests, and sends the new number", async () => {
    const alex = person("a", "Alex", "attending", 1);
    const { fetch } = setup(
      snapshot([alex], 10, 3),
      { mode: "edit", name: "Alex", status: "attending", guests: 1, nonce: 1 },
      json(200, {
        message: "Response updated.",
        response: { ...alex, guests: 0 },
        waiting_position: null,
        promoted: [],
        revision: 4,
      }),
    );
    expect((screen.getByRole("radio", { name: "1명" }) as HTMLInputElement).checked).toBe(true);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("비밀번호"), "1234");
    await user.click(screen.getByRole("radio", { name: "없음" }));
    await user.click(screen.getByRole("button", { name: "응답 수정하기" }));
    await screen.findByTestId("form-outcome");
    expect(bodyOf(fetch)).toMatchObject({ status: "attending", guests: 0 });
  });

  it("marks the guests when more of them find no free seats", async () => {
    const alex = person("a", "Alex", "attending");
    setup(
      snapshot([alex, person("b", "Bo", "attending")], 2, 2),
      { mode: "edit", name: "Alex", status: "attending", guests: 0, nonce: 1 },
      json(400, { detail: "Event is full", code: "event_full" }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("비밀번호"), "1234");
    await user.click(screen.getByRole("radio", { name: "1명" }));
    await user.click(screen.getByRole("button", { name: "응답 수정하기" }));

    const problem = await screen.findByTestId("form-problem");
    expect(problem.textContent).toBe("자리가 부족해 동반 인원을 늘릴 수 없어요.");
    const chosen = screen.getByRole("radio", { name: "1명" });
    expect(chosen.getAttribute("aria-invalid")).toBe("true");
    expect(chosen.getAttribute("aria-describedby")).toBe(problem.id);
    expect(document.activeElement).toBe(chosen);
    expect(screen.getByLabelText("비밀번호").hasAttribute("aria-invalid")).toBe(false);
  });

  it("says so at the guests when the event allows fewer", async () => {
    setup(
      snapshot([], 10, 2),
      { mode: "new", nonce: 0 },
      json(422, {
        detail: [
          {
            loc: ["body", "guests"],
            msg: "This event allows fewer guests per response",
            type: "too_many_guests",
          },
        ],
        code: "validation_failed",
      }),
    );
    const user = await answer("민지", "1234");
    await user.click(screen.getByRole("radio", { name: "2명" }));
    await user.click(screen.getByRole("button", { name: "참석 신청하기" }));
    expect((await screen.findByTestId("form-problem")).textContent).toBe(
      "이 모임에서 데려올 수 있는 동반 인원보다 많습니다. 동반 인원을 줄여주세요.",
    );
    expect(screen.getByRole("radio", { name: "2명" }).getAttribute("aria-invalid")).toBe("true");
  });
});
