import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { cancel, createEvent, publicView, submit } from "../../support/worker/events";
import { follow } from "../../support/worker/mail";
import {
  newSubscription,
  pushesSettled,
  received,
  subscribe,
  subscribedEvent,
  type TestSubscription,
} from "../../support/worker/push";

/**
 * '못 가요' on a promotion's and a change's push, as on their mails (decision 0062): for a
 * browser whose response holds a seat when the push is made, a button opening the same one-tap
 * link, which asks first and then frees the seat for the next in line.
 */

const statuses = async (eventId: string) =>
  Object.fromEntries((await publicView(eventId)).responses.map((r) => [r.name, r.status]));

describe("the seat holder's '못 가요' on a push", () => {
  it("is on the promotion's push, and its link frees the seat for the next in line", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "북클럽", max_participants: 1 });
    for (const name of ["민지", "하준", "서연"]) await submit(event.id, { name });
    const hajun = await newSubscription();
    expect((await subscribe(event.id, "하준", hajun)).status).toBe(200);

    expect((await cancel(event.id, "민지")).status).toBe(200);
    await pushesSettled(event.id);
    const [promoted] = await received(hajun);
    expect(promoted).toMatchObject({ title: "참석이 확정되었어요" });
    expect(promoted?.actions?.map(({ action, title }) => [action, title])).toEqual([
      ["leave", "못 가요"],
    ]);
    const path = promoted?.actions?.[0]?.url ?? "";
    expect(path).toMatch(new RegExp(`^/events/${event.id}/mail/[A-Za-z0-9_.-]+$`));
    // The service worker opens it on the page's own origin.
    const url = new URL(path, "http://localhost").href;

    // Opened, it asks first; pressed, the seat goes to 서연.
    expect((await follow(url)).status).toBe(200);
    expect(await statuses(event.id)).toMatchObject({ 하준: "attending", 서연: "waiting" });
    expect((await follow(url, "POST")).status).toBe(200);
    expect(await statuses(event.id)).toMatchObject({ 하준: "not_attending", 서연: "attending" });
  });

  it("is on a change's push to someone attending, and not to someone waiting", async () => {
    // 민지 holds the one seat, 하준 waits.
    const { token, event, browsers } = await subscribedEvent(["민지", "하준"], {
      max_participants: 1,
    });
    const [minji, hajun] = browsers as [TestSubscription, TestSubscription];

    const moved = await api(`/events/${event.id}`, {
      method: "PUT",
      token,
      json: { location: "2층 세미나실" },
    });
    expect(moved.status).toBe(200);
    await pushesSettled(event.id);
    const [toMinji] = await received(minji);
    const [toHajun] = await received(hajun);
    expect(toMinji?.body).toContain("2층 세미나실");
    expect(toMinji?.actions?.map(({ action }) => action)).toEqual(["leave"]);
    expect(toHajun?.body).toContain("2층 세미나실");
    expect(toHajun?.actions).toBeUndefined();
  });
});
