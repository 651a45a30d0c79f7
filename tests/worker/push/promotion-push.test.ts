import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { cancel, createEvent, submit } from "../../support/worker/events";
import { newSubscription, pushesSettled, received, subscribe } from "../../support/worker/push";

describe("a push when a waiting response gets a seat", () => {
  it("reaches the promoted browser, decrypted by the push service, and nobody else", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { title: "북클럽", max_participants: 1 });
    await submit(event.id, { name: "민지" });
    await submit(event.id, { name: "하준" });
    const minji = await newSubscription();
    const hajun = await newSubscription();
    expect((await subscribe(event.id, "민지", minji)).status).toBe(200);
    expect((await subscribe(event.id, "하준", hajun)).status).toBe(200);

    expect((await cancel(event.id, "민지")).status).toBe(200);
    await pushesSettled(event.id);

    const notices = await received(hajun);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: "참석이 확정되었어요",
      url: `/events/${event.id}/public`,
    });
    expect(notices[0].body).toContain("북클럽");
    // 민지 cancelled: her subscription went with her response.
    expect(await received(minji)).toEqual([]);
  });
});
