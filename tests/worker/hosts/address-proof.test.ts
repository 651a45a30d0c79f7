import { describe, expect, it } from "vitest";
import {
  api,
  login,
  newUser,
  provenUser,
  requestResetToken,
  resetPassword,
  testToken,
  tokenFor,
  uniqueEmail,
} from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";
import { invitationTokenTo, postHost, signUp } from "../../support/worker/hosts";

/**
 * A host added by address must be the address's owner: signing up proves nothing (anyone can
 * sign up with anyone's address), so only the mailed invitation's token, or an account whose
 * address a mailed link proved (a completed reset, an invitation taken), makes a host.
 */

const ATTACKER_PASSWORD = "attacker-pass-1";
const INVITEE_PASSWORD = "invitee-pass-1";

/** The caller's role on an event as its page reads it, or the status refusing it. */
const roleOn = async (token: string, eventId: string) => {
  const res = await api(`/events/${eventId}`, { token });
  return res.status === 200 ? ((await res.json()) as { role: string }).role : res.status;
};

const hostsOf = async (token: string, eventId: string) =>
  (await (await api(`/events/${eventId}/hosts`, { token })).json()) as {
    data: { email: string }[];
    invitations: { email: string; role: string }[];
  };

/** The owner presses add for `email`: the invitation again (202), never the account at once. */
async function addedAgainIsInvited(ownerToken: string, eventId: string, email: string) {
  const res = await postHost(ownerToken, eventId, email, "manager");
  expect(res.status).toBe(202);
  expect(await res.json()).toMatchObject({
    status: "invited",
    invitation: { email, role: "manager" },
    account_unproven: true,
  });
}

/**
 * What must hold once an attacker signed up with the invited address: not a host, the
 * invitation still pending; the real invitee takes it with the newest mail's link, which also
 * takes the address from the attacker's account (its password and sessions no longer work).
 */
async function inviteeStillAccepts(
  owner: { token: string },
  eventId: string,
  email: string,
  attackerToken: string,
  mails: number,
) {
  expect(await roleOn(attackerToken, eventId)).toBe(404);
  const hosts = await hostsOf(owner.token, eventId);
  expect(hosts.data).toEqual([]);
  expect(hosts.invitations).toMatchObject([{ email, role: "manager" }]);

  const signed = await signUp(email, await invitationTokenTo(email, mails), INVITEE_PASSWORD);
  expect(signed.status).toBe(201);
  const invitee = await tokenFor(email, INVITEE_PASSWORD);
  expect(await roleOn(invitee, eventId)).toBe("manager");
  expect((await testToken(attackerToken)).status).toBe(401);
  expect((await login(email, ATTACKER_PASSWORD)).status).toBe(400);
  expect((await hostsOf(owner.token, eventId)).invitations).toEqual([]);
}

describe("a host added by address proves the address", () => {
  it("does not make whoever signed up with an invited address a host, and the invitee still accepts", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const email = uniqueEmail("cohost");
    expect((await postHost(owner.token, event.id, email, "manager")).status).toBe(202);
    // The attacker signs up with the invited address, without the mail's link.
    expect((await signUp(email, undefined, ATTACKER_PASSWORD)).status).toBe(201);
    const attacker = await tokenFor(email, ATTACKER_PASSWORD);
    await addedAgainIsInvited(owner.token, event.id, email);
    await inviteeStillAccepts(owner, event.id, email, attacker, 2);
  });

  it("does not make an account that signed up before any invitation a host, and the invitee still accepts", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const email = uniqueEmail("squatted");
    expect((await signUp(email, undefined, ATTACKER_PASSWORD)).status).toBe(201);
    const attacker = await tokenFor(email, ATTACKER_PASSWORD);
    await addedAgainIsInvited(owner.token, event.id, email);
    await inviteeStillAccepts(owner, event.id, email, attacker, 1);
  });

  it("keeps a proven account's address from a sign-up with an invitation's token", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const email = uniqueEmail("proven-later");
    expect((await postHost(owner.token, event.id, email, "manager")).status).toBe(202);
    const token = await invitationTokenTo(email);
    expect((await signUp(email, undefined, INVITEE_PASSWORD)).status).toBe(201);
    await resetPassword(await requestResetToken(email), INVITEE_PASSWORD);
    const res = await signUp(email, token, ATTACKER_PASSWORD);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "email_taken" });
    expect((await login(email, INVITEE_PASSWORD)).status).toBe(200);
  });

  it("does not carry a proven address's proof to the next address", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const user = await provenUser();
    const next = uniqueEmail("moved");
    const moved = await api("/users/me", {
      method: "PATCH",
      token: user.token,
      json: { email: next, current_password: user.password },
    });
    expect(moved.status).toBe(200);
    await addedAgainIsInvited(owner.token, event.id, next);
    expect(await roleOn(user.token, event.id)).toBe(404);
  });

  it("does not let a reset link mailed to the old address prove the new one", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const attacker = await newUser();
    const resetToken = await requestResetToken(attacker.email);
    const victim = uniqueEmail("victim");
    const moved = await api("/users/me", {
      method: "PATCH",
      token: attacker.token,
      json: { email: victim, current_password: attacker.password },
    });
    expect(moved.status).toBe(200);
    const reset = await api("/reset-password/", {
      method: "POST",
      json: { token: resetToken, new_password: ATTACKER_PASSWORD },
    });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toMatchObject({ code: "invalid_reset_token" });
    await addedAgainIsInvited(owner.token, event.id, victim);
    expect(await roleOn(attacker.token, event.id)).toBe(404);
  });
});
