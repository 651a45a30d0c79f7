import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  api,
  login,
  mailsArrived,
  newUser,
  requestResetToken,
  resetPassword,
  tokenFor,
  uniqueEmail,
} from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";
import {
  invitationTokenIn,
  invitationTokenTo,
  logOf,
  postHost,
  signUp,
} from "../../support/worker/hosts";

const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

/** The caller's role on an event as its page reads it, or the status refusing it. */
const roleOn = async (token: string, eventId: string) => {
  const res = await api(`/events/${eventId}`, { token });
  return res.status === 200 ? ((await res.json()) as { role: string }).role : res.status;
};

const hostsOf = async (token: string, eventId: string) =>
  (await (await api(`/events/${eventId}/hosts`, { token })).json()) as {
    data: { email: string; role: string }[];
    invitations: {
      id: string;
      email: string;
      role: string;
      expires_at: string;
      invited_at: string;
    }[];
  };

/** Ages an invitation as if it had been sent `days` ago: no route can, so the test does. */
const ageInvitation = (email: string, days: number) =>
  env.DB.prepare("UPDATE host_invitations SET created_at = ? WHERE email = ?")
    .bind(new Date(Date.now() - days * 86_400_000).toISOString(), email)
    .run();

describe("host invitations", () => {
  it("mails an address without an account, and signing up with its token makes the host", async () => {
    const owner = await newUser({ full_name: "김주최" });
    const event = await createEvent(owner.token, { title: "봄 소풍" });
    const email = uniqueEmail("door");
    const res = await postHost(owner.token, event.id, email, "checkin");
    expect(res.status).toBe(202);
    const reply = (await res.json()) as {
      status: string;
      invitation: { email: string; role: string; invited_at: string; expires_at: string };
    };
    expect(reply).toMatchObject({ status: "invited", invitation: { email, role: "checkin" } });
    const days =
      (Date.parse(reply.invitation.expires_at) - Date.parse(reply.invitation.invited_at)) /
      86_400_000;
    expect(days).toBe(14);

    const [mail] = await mailsArrived(email, 1);
    expect(mail.subject).toBe("[모임 RSVP] '봄 소풍' 운영진 초대");
    expect(mail.text).toContain("김주최 님이 '봄 소풍' 모임의 운영진(입장 확인)으로 초대했어요.");
    expect(mail.text).toMatch(/가입하고 함께하기: http:\/\/localhost\/signup#host-invitation=/);
    expect((await hostsOf(owner.token, event.id)).invitations).toMatchObject([
      { email, role: "checkin" },
    ]);

    const signed = await signUp(email, invitationTokenIn(mail));
    expect(signed.status).toBe(201);
    const token = await tokenFor(email, "password123");
    expect(await roleOn(token, event.id)).toBe("checkin");
    const hosts = await hostsOf(owner.token, event.id);
    expect(hosts.data).toMatchObject([{ email, role: "checkin" }]);
    expect(hosts.invitations).toEqual([]);
    expect((await logOf(owner.token, event.id)).map((e) => [e.kind, e.actor, e.subject])).toEqual([
      ["invitation_accepted", email, email],
      ["host_invited", "김주최", email],
    ]);
  });

  it("turns every unexpired invitation to the address into hosts, across owners", async () => {
    const first = await newUser();
    const second = await newUser();
    const a = await createEvent(first.token, { title: "하나" });
    const b = await createEvent(second.token, { title: "둘" });
    const email = uniqueEmail("both");
    expect((await postHost(first.token, a.id, email, "manager")).status).toBe(202);
    expect((await postHost(second.token, b.id, email, "checkin")).status).toBe(202);
    const token = await invitationTokenTo(email, 2);
    expect((await signUp(email, token)).status).toBe(201);
    const token2 = await tokenFor(email, "password123");
    expect([await roleOn(token2, a.id), await roleOn(token2, b.id)]).toEqual([
      "manager",
      "checkin",
    ]);
  });

  it("refuses a token sent to another address, and makes no account", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const invited = uniqueEmail("invited");
    expect((await postHost(owner.token, event.id, invited, "manager")).status).toBe(202);
    const token = await invitationTokenTo(invited);
    const other = uniqueEmail("other");
    const res = await signUp(other, token);
    expect(res.status).toBe(400);
    expect(await codeOf(res)).toBe("host_invitation_invalid");
    expect((await login(other, "password123")).status).toBe(400);
    // An unknown token too; the invited address still can.
    const unknown = await signUp(invited, "A".repeat(43));
    expect(await codeOf(unknown)).toBe("host_invitation_invalid");
    expect((await signUp(invited, token)).status).toBe(201);
  });

  it("refuses an expired invitation, and no longer lists it", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const email = uniqueEmail("late");
    expect((await postHost(owner.token, event.id, email, "manager")).status).toBe(202);
    const token = await invitationTokenTo(email);
    await ageInvitation(email, 13.9);
    expect((await hostsOf(owner.token, event.id)).invitations).toHaveLength(1);
    await ageInvitation(email, 14.01);
    expect((await hostsOf(owner.token, event.id)).invitations).toEqual([]);
    const res = await signUp(email, token);
    expect(await codeOf(res)).toBe("host_invitation_invalid");
    expect((await login(email, "password123")).status).toBe(400);
  });

  it("withdraws an invitation: its link makes no host and the log says so", async () => {
    const owner = await newUser({ full_name: "김주최" });
    const event = await createEvent(owner.token);
    const email = uniqueEmail("withdrawn");
    expect((await postHost(owner.token, event.id, email, "manager")).status).toBe(202);
    const token = await invitationTokenTo(email);
    const [invitation] = (await hostsOf(owner.token, event.id)).invitations;
    const path = `/events/${event.id}/host-invitations/${invitation.id}`;
    // Only the owner may.
    const helper = await newUser();
    expect((await api(path, { method: "DELETE", token: helper.token })).status).toBe(404);
    expect((await api(path, { method: "DELETE", token: owner.token })).status).toBe(200);
    const again = await api(path, { method: "DELETE", token: owner.token });
    expect(again.status).toBe(404);
    expect(await codeOf(again)).toBe("host_invitation_not_found");
    expect(await codeOf(await signUp(email, token))).toBe("host_invitation_invalid");
    expect((await logOf(owner.token, event.id))[0]).toMatchObject({
      kind: "invitation_withdrawn",
      actor: "김주최",
      subject: email,
      role: "manager",
    });
  });

  it("re-inviting replaces the token and the role and mails again", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const email = uniqueEmail("again");
    expect((await postHost(owner.token, event.id, email, "manager")).status).toBe(202);
    const old = await invitationTokenTo(email, 1);
    expect((await postHost(owner.token, event.id, email, "checkin")).status).toBe(202);
    const fresh = await invitationTokenTo(email, 2);
    expect(fresh).not.toBe(old);
    expect((await hostsOf(owner.token, event.id)).invitations).toMatchObject([
      { email, role: "checkin" },
    ]);
    expect(await codeOf(await signUp(email, old))).toBe("host_invitation_invalid");
    expect((await signUp(email, fresh)).status).toBe(201);
    expect(await roleOn(await tokenFor(email, "password123"), event.id)).toBe("checkin");
  });

  it("lets an account take an invitation to its current address, and no other", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { title: "이미 가입" });
    const email = uniqueEmail("later");
    expect((await postHost(owner.token, event.id, email, "manager")).status).toBe(202);
    const token = await invitationTokenTo(email);
    // The address signed up without the link; the page after sign-in sends the token.
    expect((await signUp(email)).status).toBe(201);
    const own = await tokenFor(email, "password123");
    const stranger = await newUser();
    const refused = await api("/users/me/host-invitations", {
      method: "POST",
      token: stranger.token,
      json: { token },
    });
    expect(refused.status).toBe(400);
    expect(await codeOf(refused)).toBe("host_invitation_invalid");
    const res = await api("/users/me/host-invitations", {
      method: "POST",
      token: own,
      json: { token },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      events: [{ event_id: event.id, title: "이미 가입", role: "manager" }],
    });
    expect(await roleOn(own, event.id)).toBe("manager");
  });

  it("adds an account at once once it proved its address, spending its pending invitation", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const email = uniqueEmail("joined");
    expect((await postHost(owner.token, event.id, email, "checkin")).status).toBe(202);
    expect((await signUp(email)).status).toBe(201);
    // A completed password reset proves the address.
    await resetPassword(await requestResetToken(email), "password123");
    const res = await postHost(owner.token, event.id, email, "manager");
    expect(res.status).toBe(201);
    const hosts = await hostsOf(owner.token, event.id);
    expect(hosts.data).toMatchObject([{ email, role: "manager" }]);
    expect(hosts.invitations).toEqual([]);
  });
});
