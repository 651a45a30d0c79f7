import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newUser, provenUser, superuserToken, uniqueEmail } from "../../support/worker/api";
import { checkIn, undoCheckIn } from "../../support/worker/door";
import { createEvent, mirrorFlushesSettled, submit } from "../../support/worker/events";
import { addHost, hostedEvent, logOf, postHost } from "../../support/worker/hosts";

describe("the event log", () => {
  it("keeps every host change, newest first, with who did it, to whom and the role", async () => {
    const owner = await newUser({ full_name: "김주최" });
    const helper = await provenUser({ full_name: "이운영" });
    const event = await createEvent(owner.token);
    const invited = uniqueEmail("invited");
    await addHost(owner.token, event.id, helper.email, "checkin");
    expect((await postHost(owner.token, event.id, invited, "manager")).status).toBe(202);
    const patched = await api(`/events/${event.id}/hosts/${helper.id}`, {
      method: "PATCH",
      token: owner.token,
      json: { role: "manager" },
    });
    expect(patched.status).toBe(200);
    expect(
      (
        await api(`/events/${event.id}/hosts/${helper.id}`, {
          method: "DELETE",
          token: helper.token,
        })
      ).status,
    ).toBe(200);

    const log = await logOf(owner.token, event.id);
    expect(log.map(({ kind, actor, subject, role }) => [kind, actor, subject, role])).toEqual([
      ["host_left", "이운영", helper.email, "manager"],
      ["host_role_changed", "김주최", helper.email, "manager"],
      ["host_invited", "김주최", invited, "manager"],
      ["host_added", "김주최", helper.email, "checkin"],
    ]);
    const times = log.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);

    const page = await api(`/events/${event.id}/log?skip=1&limit=2`, { token: owner.token });
    const body = (await page.json()) as { data: { kind: string }[]; count: number };
    expect(body.count).toBe(4);
    expect(body.data.map((entry) => entry.kind)).toEqual(["host_role_changed", "host_invited"]);
  });

  it("keeps every edit of the event's details, the owner's and a manager's, and no refused one", async () => {
    const owner = await newUser({ full_name: "김주최" });
    const helper = await provenUser({ full_name: "이운영" });
    const event = await createEvent(owner.token, { title: "봄 소풍" });
    await addHost(owner.token, event.id, helper.email, "manager");
    const edit = (token: string, json: object) =>
      api(`/events/${event.id}`, { method: "PUT", token, json });
    expect((await edit(owner.token, { location: "서울숲" })).status).toBe(200);
    expect((await edit(helper.token, { title: "가을 소풍" })).status).toBe(200);
    // Refused (a deadline after the date): changes nothing, so no line.
    expect((await edit(owner.token, { deadline_date: "2999-01-01T00:00:00.000Z" })).status).toBe(
      422,
    );

    const log = await logOf(owner.token, event.id);
    expect(log.map(({ kind, actor, subject, role }) => [kind, actor, subject, role])).toEqual([
      ["event_edited", "이운영", "가을 소풍", null],
      ["event_edited", "김주최", "봄 소풍", null],
      ["host_added", "김주최", helper.email, "manager"],
    ]);
  });

  it("is the owner's (and a superuser's) to read, not a host's", async () => {
    const owner = await newUser();
    const helper = await provenUser();
    const event = await createEvent(owner.token);
    await addHost(owner.token, event.id, helper.email, "manager");
    expect((await api(`/events/${event.id}/log`, { token: helper.token })).status).toBe(404);
    expect((await api(`/events/${event.id}/log`, { token: await superuserToken() })).status).toBe(
      200,
    );
  });

  it("gains the door's check-ins from the room, after the host change that let the keeper in", async () => {
    const { owner, checkin, event } = await hostedEvent();
    const res = await submit(event.id, { name: "홍길동", status: "attending" });
    const { response } = (await res.json()) as { response: { id: string } };
    expect((await checkIn(checkin.token, event.id, response.id)).status).toBe(200);
    expect((await undoCheckIn(checkin.token, event.id, response.id)).status).toBe(200);
    await mirrorFlushesSettled(env, event.id);
    const log = await logOf(owner.token, event.id);
    expect(log.map(({ kind, actor, subject, role }) => [kind, actor, subject, role])).toEqual([
      ["check_in_undone", "문지기", "홍길동", null],
      ["checked_in", "문지기", "홍길동", null],
      ["host_added", "김주최", checkin.email, "checkin"],
      ["host_added", "김주최", expect.any(String), "manager"],
    ]);
  });
});
