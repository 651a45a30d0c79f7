import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HostNoticesCard } from "../../../web/features/organiser/components/responses/host-notices-card";
import { fakeApi, json } from "../../support/web/http";
import { readIn } from "../../support/web/language";
import { ToastDescriptions } from "../../support/web/toasts";

/**
 * The responses page's '알림 받기': the reader's own mode for the event, read and changed by its
 * calls, and where the notices go (the account's address by mail, this browser by push).
 */

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";
const PATH = `/api/v1/events/${EVENT}/notifications`;
const ME = { id: "00000000-0000-4000-8000-0000000000aa", email: "minji@example.com" };

/** The card with the Worker holding `mode` for the reader; `put` answers a change. */
function renderCard(mode: string, put: (body: unknown) => Response = (body) => json(200, body)) {
  localStorage.setItem("access_token", "token");
  const api = fakeApi(({ method, path, body }) => {
    if (path === PATH && method === "GET") return json(200, { mode });
    if (path === PATH && method === "PUT") return put(body);
    if (path === "/api/v1/users/me") return json(200, ME);
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <HostNoticesCard eventId={EVENT} />
      <ToastDescriptions />
    </QueryClientProvider>,
  );
  return api;
}

const choice = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;
const mailLine = () => screen.queryByTestId("host-notices-mail")?.textContent ?? null;

afterEach(() => vi.unstubAllGlobals());

describe("the host's notices of an event", () => {
  it("shows the reader's mode for the event among the three, each with what it means", async () => {
    renderCard("daily");
    await waitFor(() => expect(choice("하루 한 번").checked).toBe(true));
    expect(choice("응답마다").checked).toBe(false);
    expect(choice("받지 않음").checked).toBe(false);
    expect(screen.getByRole("radiogroup", { name: "알림 받기" })).toBeTruthy();
    expect(choice("응답마다").getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("10분 안에 몰린 응답은 한 번에 모아 보내요")).toBeTruthy();
    expect(screen.getByText("행사 시간대 오전 9시에 지난 하루의 변화를 요약해요")).toBeTruthy();
  });

  it("says the notices also go to the account's address by mail while they are on", async () => {
    renderCard("each");
    await waitFor(() => expect(mailLine()).toBe("알림은 minji@example.com(으)로 메일로도 가요"));
  });

  it("saves a new mode for the event, and then no mail is promised when it is none", async () => {
    const api = renderCard("each");
    await waitFor(() => expect(choice("응답마다").checked).toBe(true));
    await userEvent.setup().click(choice("받지 않음"));
    await waitFor(() => expect(api.sent("PUT", PATH)).toEqual([{ mode: "off" }]));
    expect(await screen.findByText("알림 설정을 바꿨어요")).toBeTruthy();
    expect(choice("받지 않음").checked).toBe(true);
    expect(mailLine()).toBeNull();
  });

  it("sends choices made in a row one after another, keeps the last, and stays pressable", async () => {
    const answers: (() => void)[] = [];
    const api = renderCard(
      "each",
      (body) =>
        new Promise<Response>((resolve) =>
          answers.push(() => resolve(json(200, body))),
        ) as unknown as Response,
    );
    await waitFor(() => expect(choice("응답마다").checked).toBe(true));
    const user = userEvent.setup();
    await user.click(choice("하루 한 번"));
    expect(choice("받지 않음").disabled).toBe(false);
    await user.click(choice("받지 않음"));
    expect(choice("받지 않음").checked).toBe(true);
    // The second waits for the first: one PUT in flight.
    await waitFor(() => expect(api.sent("PUT", PATH)).toEqual([{ mode: "daily" }]));
    answers[0]();
    await waitFor(() =>
      expect(api.sent("PUT", PATH)).toEqual([{ mode: "daily" }, { mode: "off" }]),
    );
    answers[1]();
    await waitFor(() => expect(screen.getAllByText("알림 설정을 바꿨어요")).toHaveLength(1));
    expect(choice("받지 않음").checked).toBe(true);
  });

  it("puts the saved mode back when the change is refused, and says why", async () => {
    renderCard("each", () => json(404, { detail: "Event not found", code: "event_not_found" }));
    await waitFor(() => expect(choice("응답마다").checked).toBe(true));
    await userEvent.setup().click(choice("하루 한 번"));
    await waitFor(() => expect(choice("응답마다").checked).toBe(true));
    expect(choice("하루 한 번").checked).toBe(false);
    expect(
      await screen.findByText(
        "모임을 찾을 수 없습니다. 삭제되었거나 링크가 잘못되었을 수 있습니다.",
      ),
    ).toBeTruthy();
  });

  it("offers a retry when the mode cannot be read", async () => {
    localStorage.setItem("access_token", "token");
    let reads = 0;
    fakeApi(({ method, path }) => {
      if (path === PATH && method === "GET") {
        reads += 1;
        return reads === 1
          ? json(500, { detail: "Internal Server Error" })
          : json(200, { mode: "each" });
      }
      if (path === "/api/v1/users/me") return json(200, ME);
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <HostNoticesCard eventId={EVENT} />
      </QueryClientProvider>,
    );
    await userEvent.setup().click(await screen.findByRole("button", { name: "다시 시도" }));
    await waitFor(() => expect(choice("응답마다").checked).toBe(true));
  });

  it("reads in English for a reader of English", async () => {
    readIn("en");
    renderCard("each");
    expect(await screen.findByRole("radiogroup", { name: "Notify me" })).toBeTruthy();
    await waitFor(() => expect(choice("Each answer").checked).toBe(true));
    expect(choice("Once a day")).toBeTruthy();
    expect(choice("Never")).toBeTruthy();
    await waitFor(() => expect(mailLine()).toBe("Notices also come by mail to minji@example.com"));
  });
});
