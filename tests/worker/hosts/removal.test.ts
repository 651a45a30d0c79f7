import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { hostedEvent, logOf } from "../../support/worker/hosts";
import { closed, openOrganiserLive } from "../../support/worker/live";

const removeHost = (token: string, eventId: string, userId: string) =>
  api(`/events/${eventId}/hosts/${userId}`, { method: "DELETE", token });

describe("removing a host", () => {
  it("takes effect at once: the removed manager's next change is 404, and their live socket closes", async () => {
    const { owner, manager, event } = await hostedEvent({ title: "그대로" });
    const live = await openOrganiserLive(manager.token, event.id);
    const socketClosed = closed(live.socket);
    const put = (title: string) =>
      api(`/events/${event.id}`, { method: "PUT", token: manager.token, json: { title } });
    expect((await put("매니저가 바꿈")).status).toBe(200);

    expect((await removeHost(owner.token, event.id, manager.id)).status).toBe(200);
    const refused = await put("제거된 뒤");
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { code: string }).code).toBe("event_not_found");
    expect((await api(`/events/${event.id}`, { token: manager.token })).status).toBe(404);
    expect(await socketClosed).toBe(1008);
    const title = (
      (await (await api(`/events/${event.id}`, { token: owner.token })).json()) as {
        title: string;
      }
    ).title;
    expect(title).toBe("매니저가 바꿈");
    expect((await logOf(owner.token, event.id))[0]).toMatchObject({
      kind: "host_removed",
      actor: "김주최",
      subject: manager.email,
      role: "manager",
    });
    // Gone is gone: a second removal finds no host.
    const again = await removeHost(owner.token, event.id, manager.id);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { code: string }).code).toBe("host_not_found");
  });

  it("lets a host leave, and nobody but the owner remove another", async () => {
    const { owner, manager, checkin, event } = await hostedEvent();
    // A manager cannot remove the door keeper, nor the door keeper the manager.
    expect((await removeHost(manager.token, event.id, checkin.id)).status).toBe(404);
    expect((await removeHost(checkin.token, event.id, manager.id)).status).toBe(404);
    // A stranger cannot leave what they never joined.
    const stranger = await newUser();
    expect((await removeHost(stranger.token, event.id, stranger.id)).status).toBe(404);
    // The owner is no host: they cannot leave their own event.
    const own = await removeHost(owner.token, event.id, owner.id);
    expect(own.status).toBe(404);
    expect(((await own.json()) as { code: string }).code).toBe("host_not_found");

    expect((await removeHost(checkin.token, event.id, checkin.id)).status).toBe(200);
    expect((await api(`/events/${event.id}/responses`, { token: checkin.token })).status).toBe(404);
    expect((await api(`/events/${event.id}`, { token: manager.token })).status).toBe(200);
    expect((await logOf(owner.token, event.id))[0]).toMatchObject({
      kind: "host_left",
      actor: "문지기",
      subject: checkin.email,
      role: "checkin",
    });
  });
});
