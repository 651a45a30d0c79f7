import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { cancel, createEvent, publicView, submit } from "../../support/worker/events";

describe("an event with two seats", () => {
  it("seats two, queues the third, and promotes the third when one cancels", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { max_participants: 2 });
    for (const name of ["가", "나", "다"]) {
      const res = await submit(event.id, { name });
      expect(res.status).toBe(201);
    }
    let view = await publicView(event.id);
    expect(view.responses.map((r) => [r.name, r.status])).toEqual([
      ["가", "attending"],
      ["나", "attending"],
      ["다", "waiting"],
    ]);
    const res = await cancel(event.id, "가");
    const body = (await res.json()) as { message: string };
    expect(res.status).toBe(200);
    expect(body.message).toContain("promoted");
    expect(body.message).toContain("다");
    view = await publicView(event.id);
    expect(view.attending_count).toBe(2);
    expect(view.waiting_count).toBe(0);
  });
});
