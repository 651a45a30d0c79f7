import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AccountExport } from "../../../worker/contract/account-export";
import { accountWithEverything } from "../../support/worker/account-data";
import { api, newUser } from "../../support/worker/api";
import { createEvent, submit } from "../../support/worker/events";
import { chooseNotifications, subscribeAccount } from "../../support/worker/host-notices";
import { newSubscription } from "../../support/worker/push";
import { SECRET } from "../../support/worker/questions";

const exportOf = (token?: string) => api("/users/me/export", { token });

describe("GET /users/me/export", () => {
  it("gives everything kept about the account, and nothing of another's", async () => {
    const kept = await accountWithEverything();
    const { account, event, questionIds: ids } = kept;
    await chooseNotifications(account.token, event.id, "daily");
    const browser = await newSubscription();
    await subscribeAccount(account.token, browser);
    const res = await exportOf(account.token);
    expect(res.status).toBe(200);
    const text = await res.text();
    // The contract's schema reads it whole: the document and the file agree.
    const body = AccountExport.parse(JSON.parse(text));

    expect(body.profile).toMatchObject({
      id: account.id,
      email: account.email,
      full_name: "내보낼 사람",
      is_superuser: false,
      email_proven_at: expect.any(String),
    });
    expect(body.events.map((owned) => [owned.id, owned.title, owned.role])).toEqual([
      [event.id, "내 모임", "owner"],
    ]);
    const [owned] = body.events;
    expect(owned.questions.map((question) => question.label)).toEqual([
      "식사 메뉴",
      "알레르기",
      "차로 오시나요?",
    ]);
    // The responses as the owner's list gives them, answers and all.
    const listed = await api(`/events/${event.id}/responses`, { token: account.token });
    expect(owned.responses).toEqual(((await listed.json()) as { data: unknown[] }).data);
    const answers = Object.fromEntries(owned.responses.map((r) => [r.name, r.answers]));
    expect(answers["손님 하나"]).toMatchObject({ [ids.알레르기]: SECRET.allergy });
    expect(answers["손님 둘"]).toMatchObject({ [ids["차로 오시나요?"]]: true });
    expect(owned.hosts).toEqual([
      expect.objectContaining({ email: kept.manager.email, role: "manager", full_name: "도우미" }),
    ]);
    expect(owned.host_invitations).toEqual([
      expect.objectContaining({ email: kept.invitedAddress, role: "checkin" }),
    ]);
    expect(body.hosted_events).toEqual([
      expect.objectContaining({ event_id: kept.hosted.id, title: "돕는 모임", role: "checkin" }),
    ]);
    expect(body.host_invitations_received).toEqual([
      expect.objectContaining({
        event_id: kept.inviting.id,
        title: "초대한 모임",
        email: account.email,
        role: "manager",
      }),
    ]);

    expect(body.profile.host_notifications).toBe("each");
    expect(body.host_notices).toEqual([{ event_id: event.id, mode: "daily" }]);
    expect(body.push_browsers).toEqual([
      { endpoint: browser.endpoint, created_at: expect.any(String) },
    ]);

    // Never the server's own secrets of the account, nor another owner's responses.
    const row = await env.DB.prepare("SELECT hashed_password FROM users WHERE id = ?")
      .bind(account.id)
      .first<{ hashed_password: string }>();
    expect(text).not.toContain(row?.hashed_password);
    expect(text).not.toMatch(/hashed_password|token_version/);
    expect(text).not.toContain("남의 손님");
    expect(text).not.toContain("남의 모임 메시지");
  });

  it("gives each of more events than it reads at once its own responses, oldest event first", async () => {
    const { token } = await newUser();
    const titles = Array.from({ length: 11 }, (_, index) => `모임 ${index + 1}`);
    for (const title of titles) {
      const event = await createEvent(token, { title });
      expect((await submit(event.id, { name: `${title}의 손님` })).status).toBe(201);
    }
    const body = AccountExport.parse(await (await exportOf(token)).json());
    expect(body.events.map((owned) => [owned.title, owned.responses.map((r) => r.name)])).toEqual(
      titles.map((title) => [title, [`${title}의 손님`]]),
    );
  });

  it("is sent as a file to save, kept by no cache", async () => {
    const { token } = await newUser();
    const res = await exportOf(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="moim-rsvp-export-${today}.json"`,
    );
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toMatchObject({
      events: [],
      hosted_events: [],
      host_invitations_received: [],
    });
  });

  it("answers 401 without a token", async () => {
    const res = await exportOf();
    expect(res.status).toBe(401);
    expect(res.headers.get("Content-Disposition")).toBeNull();
  });
});
