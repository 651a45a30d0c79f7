import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HostAdded, Hosts } from "#contract/hosts";
import { HostsDialog } from "../../../web/features/organiser/components/hosts/hosts-dialog";
import { json } from "../../support/web/http";
import { readIn } from "../../support/web/language";
import { ToastDescriptions } from "../../support/web/toasts";

/**
 * '운영진' (decision 0043), the owner's dialog: who helps run the event, the invitations not yet
 * taken, and adding a host by address with a role; each change is a call the Worker answers.
 */

const EVENT = {
  id: "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11",
  title: "송년회",
  time_zone: "Asia/Seoul",
};
const MANAGER = "00000000-0000-4000-8000-0000000000b1";
const INVITATION = "00000000-0000-4000-8000-0000000000c1";
const HOSTS: Hosts = {
  owner: {
    user_id: "00000000-0000-4000-8000-0000000000aa",
    email: "owner@example.com",
    full_name: "김주최",
  },
  data: [
    {
      user_id: MANAGER,
      email: "manager@example.com",
      full_name: "김운영",
      role: "manager",
      added_at: "2026-11-20T00:00:00.000Z",
    },
  ],
  invitations: [
    {
      id: INVITATION,
      email: "door@example.com",
      role: "checkin",
      invited_at: "2026-11-20T00:00:00.000Z",
      expires_at: "2026-12-04T00:00:00.000Z",
    },
  ],
};

type Call = { method: string; path: string; body: unknown };

/** The dialog open on EVENT, the API answering GET with HOSTS and each change with `reply`. */
function renderDialog(reply: (call: Call) => Response = () => json(204, null)) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        path: new URL(String(input), "http://x").pathname,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return call.method === "GET" ? json(200, HOSTS) : reply(call);
    }),
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <HostsDialog event={EVENT} onClose={() => {}} />
      <ToastDescriptions />
    </QueryClientProvider>,
  );
  return calls;
}
const changes = (calls: Call[]) => calls.filter((call) => call.method !== "GET");
const toasts = () => screen.queryAllByTestId("toast").map((toast) => toast.textContent);

afterEach(() => vi.unstubAllGlobals());

describe("the hosts dialog", () => {
  it("lists the owner first, each host with their role, and the invitations waiting for a sign-up", async () => {
    renderDialog();
    const list = await screen.findByRole("list", { name: "운영진 목록" });
    const [owner, manager] = within(list).getAllByRole("listitem");
    expect(owner?.textContent).toContain("김주최");
    expect(owner?.textContent).toContain("주최자");
    expect(manager?.textContent).toContain("manager@example.com");
    expect((screen.getByLabelText("김운영 역할") as HTMLSelectElement).value).toBe("manager");
    const invitation = screen.getByTestId("host-invitation");
    expect(invitation.textContent).toContain("door@example.com");
    expect(invitation.textContent).toContain("입장 확인 · 초대 보냄 · 가입 대기");
    // Fourteen days, on the event's clock.
    expect(invitation.textContent).toContain("2026년 12월 4일 금 오전 9:00까지");
  });

  it("explains both roles in the add form", async () => {
    renderDialog();
    const form = await screen.findByRole("form", { name: "운영진 추가" });
    expect(form.textContent).toContain(
      "공동 주최: 모임 수정·응답 관리·공지까지, 모임 삭제와 운영진 관리는 빼고요.",
    );
    expect(form.textContent).toContain("입장 확인: 응답 목록을 보고 입장 처리만 할 수 있어요.");
  });

  it("adds an address with an account at once ('추가했어요') and mails one without ('초대 메일을 보냈어요')", async () => {
    let status: HostAdded["status"] = "added";
    const calls = renderDialog(() =>
      status === "added"
        ? json(201, { status, host: HOSTS.data[0] })
        : json(202, { status, invitation: HOSTS.invitations[0], account_unproven: false }),
    );
    const user = userEvent.setup();
    const email = await screen.findByLabelText("이메일");
    await user.type(email, "  new@example.com ");
    await user.click(screen.getByRole("radio", { name: /^입장 확인/ }));
    await user.click(screen.getByRole("button", { name: "추가" }));
    await waitFor(() => expect(toasts()).toContain("추가했어요"));
    expect(changes(calls)).toEqual([
      {
        method: "POST",
        path: `/api/v1/events/${EVENT.id}/hosts`,
        body: { email: "new@example.com", role: "checkin" },
      },
    ]);
    expect((email as HTMLInputElement).value).toBe("");

    status = "invited";
    await user.type(email, "nobody@example.com");
    await user.click(screen.getByRole("button", { name: "추가" }));
    await waitFor(() => expect(toasts()).toContain("초대 메일을 보냈어요"));
    // Read again after each change.
    expect(calls.filter((call) => call.method === "GET").length).toBeGreaterThanOrEqual(3);
  });

  it("says in the form why an account that never proved its address was mailed, not added", async () => {
    const invited: HostAdded = {
      status: "invited",
      invitation: { ...HOSTS.invitations[0], email: "signed-up@example.com" },
      account_unproven: true,
    };
    renderDialog(() => json(202, invited));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("이메일"), "signed-up@example.com");
    await user.click(screen.getByRole("button", { name: "추가" }));
    await waitFor(() => expect(toasts()).toContain("초대 메일을 보냈어요"));
    const form = screen.getByRole("form", { name: "운영진 추가" });
    expect(within(form).getByRole("status").textContent).toBe(
      "signed-up@example.com 계정은 아직 메일로 주소를 확인하지 않아 바로 추가하지 않고 초대 메일을 보냈어요. 메일의 링크로 수락하면 운영진이 돼요.",
    );
  });

  it("says nothing of proof when the invited address has no account", async () => {
    renderDialog(() =>
      json(202, { status: "invited", invitation: HOSTS.invitations[0], account_unproven: false }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("이메일"), "door@example.com");
    await user.click(screen.getByRole("button", { name: "추가" }));
    await waitFor(() => expect(toasts()).toContain("초대 메일을 보냈어요"));
    const form = screen.getByRole("form", { name: "운영진 추가" });
    expect(within(form).queryByRole("status")).toBeNull();
  });

  it("says a refusal in Korean in the form, where the eye is", async () => {
    renderDialog(() =>
      json(409, { detail: "This user already helps run this event", code: "host_exists" }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("이메일"), "manager@example.com");
    await user.click(screen.getByRole("button", { name: "추가" }));
    const form = screen.getByRole("form", { name: "운영진 추가" });
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "이미 이 모임의 운영진이에요. 역할은 목록에서 바꿀 수 있어요.",
    );
  });

  it("changes a role, removes a host after asking, and withdraws an invitation", async () => {
    const calls = renderDialog();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("김운영 역할"), "checkin");
    await waitFor(() => expect(toasts()).toContain("역할을 바꿨어요"));

    const row = screen.getByTestId("host-row");
    await user.click(within(row).getByRole("button", { name: "빼기" }));
    expect(within(row).getByRole("alert").textContent).toContain("김운영 님을 운영진에서 뺄까요?");
    // Nothing is removed before the second press.
    expect(changes(calls).some((call) => call.method === "DELETE")).toBe(false);
    await user.click(within(row).getByRole("button", { name: "빼기" }));
    await waitFor(() => expect(toasts()).toContain("운영진에서 뺐어요"));

    await user.click(screen.getByRole("button", { name: "초대 취소" }));
    await waitFor(() => expect(toasts()).toContain("초대를 취소했어요"));
    expect(changes(calls)).toEqual([
      {
        method: "PATCH",
        path: `/api/v1/events/${EVENT.id}/hosts/${MANAGER}`,
        body: { role: "checkin" },
      },
      { method: "DELETE", path: `/api/v1/events/${EVENT.id}/hosts/${MANAGER}`, body: undefined },
      {
        method: "DELETE",
        path: `/api/v1/events/${EVENT.id}/host-invitations/${INVITATION}`,
        body: undefined,
      },
    ]);
  });
});

describe("too many invitations", () => {
  it("says when to try again, from Retry-After", async () => {
    renderDialog(() =>
      json(
        429,
        {
          detail: "Too many host invitations mailed. Try again later.",
          code: "invitations_throttled",
        },
        { "Retry-After": "600" },
      ),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("이메일"), "someone@example.com");
    await user.click(screen.getByRole("button", { name: "추가" }));
    const form = screen.getByRole("form", { name: "운영진 추가" });
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "초대 메일을 너무 많이 보냈어요. 10분 뒤에 다시 보내 주세요.",
    );
  });
});

describe("the hosts dialog in English", () => {
  it("lists the hosts and the invitations, and explains the roles, in English", async () => {
    readIn("en");
    renderDialog();
    expect(await screen.findByRole("dialog", { name: "Hosts" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Hosts" });
    expect(within(list).getByTestId("host-owner").textContent).toContain("Organiser");
    const role = screen.getByLabelText("Role of 김운영") as HTMLSelectElement;
    expect([...role.options].map((option) => option.text)).toEqual(["Co-host", "Door staff"]);
    expect(screen.getByRole("heading", { name: "Invitations sent" })).toBeTruthy();
    expect(screen.getByTestId("host-invitation").textContent).toMatch(
      /^door@example\.comDoor staff · Invited · Awaiting sign-up · Until .+/,
    );
    expect(screen.getByRole("button", { name: "Withdraw" })).toBeTruthy();
    const form = screen.getByRole("form", { name: "Add a host" });
    expect(within(form).getByLabelText("Email")).toBeTruthy();
    expect(within(form).getByRole("group", { name: "Role" })).toBeTruthy();
    const [manager, checkin] = within(form).getAllByRole("radio");
    const explanation = (radio: HTMLElement | undefined) =>
      radio?.nextElementSibling as HTMLElement;
    expect(explanation(manager).textContent).toBe(
      "Co-host: edits the event, manages responses and announces; can't delete the event or choose hosts.",
    );
    expect(explanation(checkin).textContent).toBe(
      "Door staff: sees the responses and checks people in, nothing more.",
    );
    // The role's name stands out, the rest does not.
    expect(explanation(checkin).querySelector(".font-semibold")?.textContent).toBe("Door staff");
    expect(within(form).getByRole("button", { name: "Add" })).toBeTruthy();
  });

  it("asks before removing a host, and says why an address was mailed, in English", async () => {
    readIn("en");
    const invited: HostAdded = {
      status: "invited",
      invitation: { ...HOSTS.invitations[0], email: "signed-up@example.com" },
      account_unproven: true,
    };
    renderDialog((call) => (call.method === "POST" ? json(202, invited) : json(204, null)));
    const user = userEvent.setup();
    const row = await screen.findByTestId("host-row");
    await user.click(within(row).getByRole("button", { name: "Remove" }));
    expect(within(row).getByRole("alert").textContent).toContain(
      "Remove 김운영 from the hosts? They lose access to this event at once.",
    );
    await user.click(within(row).getByRole("button", { name: "Cancel" }));
    expect(within(row).queryByRole("alert")).toBeNull();

    await user.type(screen.getByLabelText("Email"), "signed-up@example.com");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const form = screen.getByRole("form", { name: "Add a host" });
    expect((await within(form).findByRole("status")).textContent).toBe(
      "The account for signed-up@example.com hasn't verified its address by email yet, so we sent an invitation instead of adding it. Accepting through the mail's link makes them a host.",
    );
  });
});
