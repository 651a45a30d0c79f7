import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { cancel, createEvent, modify, publicView, submit } from "../../support/worker/events";

describe("lists of responses", () => {
  it("show the waiting list in queue order, not sign-up order", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, { max_participants: 1 });
    await submit(event.id, { name: "A", password: "1234", status: "attending" });
    await submit(event.id, { name: "B", password: "1234", status: "maybe" });
    await submit(event.id, { name: "C", password: "1234", status: "attending" });
    const moved = await modify(event.id, "B", { password: "1234", status: "waiting" });
    expect(((await moved.json()) as { waiting_position: number }).waiting_position).toBe(2);

    const order = (await publicView(event.id)).responses.map((r) => [r.name, r.status]);
    expect(order).toEqual([
      ["A", "attending"],
      ["C", "waiting"],
      ["B", "waiting"],
    ]);
    const listed = await api(`/events/${event.id}/responses`, { token });
    const names = ((await listed.json()) as { data: { name: string }[] }).data.map((r) => r.name);
    expect(names).toEqual(["A", "C", "B"]);

    await cancel(event.id, "A");
    const after = (await publicView(event.id)).responses.map((r) => [r.name, r.status]);
    expect(after).toEqual([
      ["C", "attending"],
      ["B", "waiting"],
    ]);
  });
});
