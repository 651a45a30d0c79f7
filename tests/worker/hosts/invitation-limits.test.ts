import { describe, expect, it } from "vitest";
import { api, newUser, provenUser, uniqueEmail } from "../../support/worker/api";
import { createEvent, range } from "../../support/worker/events";
import { invitationTokenTo, postHost, signUp } from "../../support/worker/hosts";

/**
 * An invitation mails an address that has no account: the mail is the cost, so it is bounded
 * per inviting account and per address (services/rate-limits.ts), and a refused one changes
 * nothing: the last mail's link still makes the host.
 */
describe("host invitation limits", () => {
  it("mails one address at most 3 times an hour, and the refused fourth leaves the third's link working", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token);
    const email = uniqueEmail("flooded");
    for (const _ of range(3)) {
      expect((await postHost(owner.token, event.id, email, "checkin")).status).toBe(202);
    }
    const fourth = await postHost(owner.token, event.id, email, "manager");
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await fourth.json()).toMatchObject({ code: "invitations_throttled" });

    const signed = await signUp(email, await invitationTokenTo(email, 3));
    expect(signed.status).toBe(201);
    const hosts = (await (
      await api(`/events/${event.id}/hosts`, { token: owner.token })
    ).json()) as {
      data: { email: string; role: string }[];
    };
    // The refused fourth asked for manager; the third's role stands.
    expect(hosts.data).toEqual([expect.objectContaining({ email, role: "checkin" })]);
  });

  it("lets one account mail at most 20 invitations an hour, across its events", async () => {
    const owner = await newUser();
    const first = await createEvent(owner.token);
    const second = await createEvent(owner.token);
    for (const i of range(20)) {
      const event = i % 2 ? first : second;
      const res = await postHost(owner.token, event.id, uniqueEmail(`crowd${i}`), "checkin");
      expect(res.status).toBe(202);
    }
    const refused = await postHost(owner.token, first.id, uniqueEmail("one-more"), "checkin");
    expect(refused.status).toBe(429);
    // Adding an account that proved its address mails nobody, so it is not counted.
    const helper = await provenUser();
    expect((await postHost(owner.token, first.id, helper.email, "manager")).status).toBe(201);
    // Another account's invitations are its own.
    const other = await newUser();
    const theirs = await createEvent(other.token);
    expect((await postHost(other.token, theirs.id, uniqueEmail("fresh"), "checkin")).status).toBe(
      202,
    );
  });
});
