import { describe, expect, it } from "vitest";
import { api, newUser, provenUser } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";
import { addHost, hostedEvent, logOf, postHost } from "../../support/worker/hosts";

interface HostsReply {
  owner: { user_id: string; email: string };
  data: { user_id: string; email: string; full_name: string | null; role: string }[];
  invitations: { email: string; role: string }[];
}

const hostsOf = async (token: string, eventId: string) => {
  const res = await api(`/events/${eventId}/hosts`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as HostsReply;
};

describe("an event's hosts", () => {
  it("adds an account whose address is proven at once, with its role, and lists it under the owner", async () => {
    const owner = await newUser({ full_name: "김주최" });
    const helper = await provenUser({ full_name: "이운영" });
    const event = await createEvent(owner.token);
    const res = await postHost(owner.token, event.id, helper.email.toUpperCase(), "manager");
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      status: "added",
      host: { user_id: helper.id, email: helper.email, full_name: "이운영", role: "manager" },
    });
    const hosts = await hostsOf(owner.token, event.id);
    expect(hosts.owner).toMatchObject({ user_id: owner.id, email: owner.email });
    expect(hosts.data.map((host) => [host.email, host.role])).toEqual([[helper.email, "manager"]]);
    expect(hosts.invitations).toEqual([]);
  });

  it("refuses the owner's own address and a second add of a host, and writes no line for them", async () => {
    const { owner, manager, event } = await hostedEvent();
    const own = await postHost(owner.token, event.id, owner.email, "checkin");
    expect(own.status).toBe(409);
    expect(((await own.json()) as { code: string }).code).toBe("host_is_owner");
    const again = await postHost(owner.token, event.id, manager.email, "checkin");
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe("host_exists");
    expect((await hostsOf(owner.token, event.id)).data.map((host) => host.role)).toEqual([
      "manager",
      "checkin",
    ]);
    expect((await logOf(owner.token, event.id)).map((entry) => entry.kind)).toEqual([
      "host_added",
      "host_added",
    ]);
  });

  it("adds an account once when two calls race: one added, one host_exists, one log line", async () => {
    for (let round = 0; round < 5; round++) {
      const owner = await newUser();
      const helper = await provenUser();
      const event = await createEvent(owner.token);
      const answers = await Promise.all([
        postHost(owner.token, event.id, helper.email, "manager"),
        postHost(owner.token, event.id, helper.email, "checkin"),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      expect((await hostsOf(owner.token, event.id)).data).toHaveLength(1);
      expect(await logOf(owner.token, event.id)).toHaveLength(1);
    }
  });

  it("changes a host's role, and answers 404 for someone who is no host", async () => {
    const { owner, manager, event } = await hostedEvent();
    const res = await api(`/events/${event.id}/hosts/${manager.id}`, {
      method: "PATCH",
      token: owner.token,
      json: { role: "checkin" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user_id: manager.id, role: "checkin" });
    // The same role again changes nothing and writes no line.
    const same = await api(`/events/${event.id}/hosts/${manager.id}`, {
      method: "PATCH",
      token: owner.token,
      json: { role: "checkin" },
    });
    expect(same.status).toBe(200);
    const stranger = await newUser();
    const none = await api(`/events/${event.id}/hosts/${stranger.id}`, {
      method: "PATCH",
      token: owner.token,
      json: { role: "manager" },
    });
    expect(none.status).toBe(404);
    expect(((await none.json()) as { code: string }).code).toBe("host_not_found");
    const log = await logOf(owner.token, event.id);
    expect(log.filter((entry) => entry.kind === "host_role_changed")).toEqual([
      expect.objectContaining({ actor: "김주최", subject: manager.email, role: "checkin" }),
    ]);
    // A door keeper may no longer change the event.
    const put = await api(`/events/${event.id}`, {
      method: "PUT",
      token: manager.token,
      json: { title: "바뀜" },
    });
    expect(put.status).toBe(404);
  });

  it("refuses a role that is not one, in the API's 422 shape", async () => {
    const owner = await newUser();
    const helper = await newUser();
    const event = await createEvent(owner.token);
    const res = await api(`/events/${event.id}/hosts`, {
      method: "POST",
      token: owner.token,
      json: { email: helper.email, role: "owner" },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; detail: { loc: string[] }[] };
    expect(body.code).toBe("validation_failed");
    expect(body.detail[0].loc).toEqual(["body", "role"]);
  });

  it("lists hosted events on the host's dashboard with their role", async () => {
    const { owner, manager, checkin, event } = await hostedEvent({ title: "함께 여는 모임" });
    const roleIn = async (token: string) => {
      const res = await api("/events/", { token });
      const { data } = (await res.json()) as { data: { id: string; role: string }[] };
      return data.find((listed) => listed.id === event.id)?.role;
    };
    expect(await roleIn(owner.token)).toBe("owner");
    expect(await roleIn(manager.token)).toBe("manager");
    expect(await roleIn(checkin.token)).toBe("checkin");
    const read = await api(`/events/${event.id}`, { token: checkin.token });
    expect(((await read.json()) as { role: string }).role).toBe("checkin");
    await addHost(owner.token, (await createEvent(owner.token)).id, checkin.email, "manager");
    expect(await roleIn(checkin.token)).toBe("checkin");
  });
});
