import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPublicView, ResponsePublic } from "#contract/events";
import { type FormRequest, ResponseForm } from "../../web/features/invite/components/response-form";
import { eventKeys } from "../../web/lib/event-keys";

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";
const person = (id: string, name: string, status: ResponsePublic["status"]): ResponsePublic => ({
  id,
  name,
  status,
  message: null,
  created_at: "2026-05-01T10:00:00.000Z",
});
const snapshot = (responses: ResponsePublic[], max: number | null = null): EventPublicView =>
  ({
    id: EVENT,
    title: "모임",
    max_participants: max,
    allow_duplicate: false,
    deadline_date: null,
    responses,
    attending_count: responses.filter((r) => r.status === "attending").length,
    waiting_count: responses.filter((r) => r.status === "waiting").length,
    total_responses: responses.length,
    is_closed: false,
    revision: 3,
  }) as EventPublicView;

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

function setup(view: EventPublicView, request: FormRequest, answer: Response) {
  const fetch = vi.fn(async () => answer);
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient();
  client.setQueryData(eventKeys.publicView(EVENT), view);
  const invalidate = vi.spyOn(client, "invalidateQueries");
  const refetch = vi.spyOn(client, "refetchQueries");
  render(
    <QueryClientProvider client={client}>
      <ResponseForm
        eventId={EVENT}
        view={view}
        request={request}
        onRequest={() => {}}
        mine={new Set()}
      />
    </QueryClientProvider>,
  );
  const cached = () => client.getQueryData<EventPublicView>(eventKeys.publicView(EVENT));
  return { fetch, invalidate, refetch, cached };
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
      reply(201, {
        message: "Registered as attending.",
        response: person("b", "민지", "attending"),
        waiting_position: null,
        promoted: [],
        revision: 4,
      }),
    );
    const user = await answer("민지", "1234");
    await user.click(screen.getByRole("button", { name: "참석 신청하기" }));

    expect((await screen.findByTestId("form-outcome")).textContent).toContain(
      "참석이 등록되었습니다.",
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(invalidate).not.toHaveBeenCalled();
    expect(refetch).not.toHaveBeenCalled();
    expect(cached()?.responses.map((r) => r.name)).toEqual(["Alex", "민지"]);
    expect(cached()?.attending_count).toBe(2);
    expect(cached()?.revision).toBe(4);
  });

  it("names who a cancellation promoted, from the reply's list", async () => {
    const { fetch, cached } = setup(
      snapshot([person("a", "Alex", "attending"), person("w", "민지", "waiting")], 1),
      { mode: "delete", name: "Alex", nonce: 1 },
      reply(200, {
        message: "Response deleted.",
        promoted: ["민지"],
        revision: 4,
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("비밀번호"), "1234");
    await user.click(screen.getByRole("button", { name: "응답 취소하기" }));

    expect((await screen.findByTestId("form-outcome")).textContent).toContain(
      "응답이 취소되었습니다. 대기 중이던 민지님이 참석으로 확정되었습니다.",
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(cached()?.responses).toEqual([{ ...person("w", "민지", "attending") }]);
  });

  it("marks the password, not the name, when the password is wrong", async () => {
    setup(
      snapshot([person("a", "Alex", "attending")]),
      { mode: "delete", name: "Alex", nonce: 1 },
      reply(400, { detail: "Invalid credentials", code: "invalid_credentials" }),
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

  it("marks the name its own check finds taken, before anything is sent", async () => {
    const { fetch } = setup(
      snapshot([person("a", "Alex", "attending")]),
      { mode: "new", nonce: 0 },
      reply(500, {}),
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
      reply(429, { detail: "locked", code: "response_locked" }, { "Retry-After": "840" }),
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
      reply(500, {}),
    );
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("aria-label"))).toEqual(["대기 신청"]);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
  });
});
