import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { cancel, createEvent, modify, readUntil, submit } from "../../support/worker/events";
import { newSubscription, pushesSettled, received, subscribe } from "../../support/worker/push";

/** Waits until the push service holds `count` notices for a subscription (pushes are async). */
const noticesOf = (subscription: Parameters<typeof received>[0], count: number) =>
  readUntil(
    () => received(subscription),
    (notices) => notices.length >= count,
  );

describe("pushes about seat offers", () => {
  it("tell the offered response its deadline, the lapse when it passes, and the next their offer", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, {
      title: "북클럽",
      max_participants: 1,
      max_guests: 1,
      promotion: "offer",
      offer_hours: 1,
    });
    await submit(event.id, { name: "민지" });
    await submit(event.id, { name: "하준", guests: 1 });
    await submit(event.id, { name: "서연" });
    const hajun = await newSubscription();
    const seoyeon = await newSubscription();
    expect((await subscribe(event.id, "하준", hajun)).status).toBe(200);
    expect((await subscribe(event.id, "서연", seoyeon)).status).toBe(200);

    // The maximum is 1: 하준's party of two cannot fit, so 민지 leaving offers nothing yet.
    await modify(event.id, "하준", { password: "1234", guests: 0 });
    await cancel(event.id, "민지");
    await pushesSettled(event.id);
    const [offer] = await received(hajun);
    expect(offer).toMatchObject({ title: "자리가 났어요", url: `/events/${event.id}/public` });
    expect(offer.body).toContain("북클럽");
    expect(offer.body).toContain("까지");
    // Its buttons answer it as the mail's do (decision 0026): the pages of its one-tap links.
    expect(offer.actions?.map(({ action, title }) => [action, title])).toEqual([
      ["accept", "참석 확정"],
      ["decline", "참석 안 함"],
    ]);
    for (const action of offer.actions ?? []) {
      expect(action.url).toMatch(new RegExp(`^/events/${event.id}/mail/[A-Za-z0-9_.-]+$`));
    }
    expect(await received(seoyeon)).toEqual([]);

    // Nobody answers: the alarm lapses the offer and offers the seat to 서연.
    const [, lapsed] = await noticesOf(hajun, 2);
    expect(lapsed).toMatchObject({ title: "자리 제안이 만료되었어요" });
    const [next] = await noticesOf(seoyeon, 1);
    expect(next).toMatchObject({ title: "자리가 났어요" });

    // Accepting is the invitee's own act: no push tells them what they just did.
    await modify(event.id, "서연", { password: "1234", status: "attending" });
    await pushesSettled(event.id);
    expect(await received(seoyeon)).toHaveLength(1);
  });
});
