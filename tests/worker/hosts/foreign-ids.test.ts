import { describe, expect, it } from "vitest";
import { api } from "../../support/worker/api";
import { checkIn, eventWithDoor, listed, ok, responseOf } from "../../support/worker/door";
import { createEvent } from "../../support/worker/events";
import { addHost, postHost } from "../../support/worker/hosts";

const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

/**
 * The ids below an event in a path (a host, an invitation, a response) name things of that
 * event only: another event's, even one the caller runs, is unknown here and nothing of it
 * changes; a malformed one is a 422 before anything is read.
 */
describe("ids under an event that belong to another event", () => {
  it("a host of another event of the same owner is no host here: PATCH and DELETE answer host_not_found", async () => {
    const { owner, event, manager } = await eventWithDoor();
    const other = await createEvent(owner.token);
    for (const [method, json] of [
      ["PATCH", { role: "checkin" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await api(`/events/${other.id}/hosts/${manager.id}`, {
        method,
        token: owner.token,
        json,
      });
      expect(res.status, method).toBe(404);
      expect(await codeOf(res)).toBe("host_not_found");
    }
    const hosts = (await (
      await api(`/events/${event.id}/hosts`, { token: owner.token })
    ).json()) as {
      data: { user_id: string; role: string }[];
    };
    expect(hosts.data).toContainEqual(
      expect.objectContaining({ user_id: manager.id, role: "manager" }),
    );
  });

  it("another event's invitation cannot be withdrawn through this one", async () => {
    const { owner, event } = await eventWithDoor();
    const other = await createEvent(owner.token);
    expect(
      (await postHost(owner.token, other.id, "foreign-invite@example.com", "checkin")).status,
    ).toBe(202);
    const pending = async () =>
      (
        (await (await api(`/events/${other.id}/hosts`, { token: owner.token })).json()) as {
          invitations: { id: string }[];
        }
      ).invitations;
    const [invitation] = await pending();
    const res = await api(`/events/${event.id}/host-invitations/${invitation.id}`, {
      method: "DELETE",
      token: owner.token,
    });
    expect(res.status).toBe(404);
    expect(await codeOf(res)).toBe("host_invitation_not_found");
    expect(await pending()).toEqual([expect.objectContaining({ id: invitation.id })]);
  });

  it("a response of another event the door keeper also keeps is not found at this door, and stays unchecked", async () => {
    const { owner, event, keeper } = await eventWithDoor();
    const other = await createEvent(owner.token);
    await addHost(owner.token, other.id, keeper.email, "checkin");
    const theirs = await responseOf(other.id, "다른손님");
    for (const method of ["POST", "DELETE"]) {
      const res = await api(`/events/${event.id}/responses/${theirs}/check-in`, {
        method,
        token: keeper.token,
      });
      expect(res.status, method).toBe(404);
      expect(await codeOf(res)).toBe("response_not_found");
    }
    expect((await listed(owner.token, other.id)).get("다른손님")?.checked_in_at).toBeNull();
    // At its own door it checks in as usual.
    expect((await ok(checkIn(keeper.token, other.id, theirs))).already_checked_in).toBe(false);
  });

  it("a malformed host, invitation or response id under the caller's own event is a 422", async () => {
    const { owner, event } = await eventWithDoor();
    const calls: [string, string, unknown][] = [
      ["PATCH", `/events/${event.id}/hosts/not-a-uuid`, { role: "manager" }],
      ["DELETE", `/events/${event.id}/hosts/not-a-uuid`, undefined],
      ["DELETE", `/events/${event.id}/host-invitations/not-a-uuid`, undefined],
      ["POST", `/events/${event.id}/responses/not-a-uuid/check-in`, undefined],
      ["DELETE", `/events/${event.id}/responses/not-a-uuid/check-in`, undefined],
    ];
    for (const [method, path, json] of calls) {
      const res = await api(path, { method, token: owner.token, json });
      expect(res.status, `${method} ${path}`).toBe(422);
      expect(await codeOf(res)).toBe("validation_failed");
    }
  });
});
