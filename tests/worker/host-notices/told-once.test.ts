import { describe, expect, it, vi } from "vitest";
import { submit } from "../../support/worker/events";
import { hostMails, hostsTold } from "../../support/worker/host-notices";
import { hostedEvent } from "../../support/worker/hosts";
import { type BoundMail, imitateBinding } from "../../support/worker/mail";

describe("hosts' notices through a crash", () => {
  it("tells each host once when the room is aborted while it mails them", async () => {
    const title = `재시작 ${crypto.randomUUID().slice(0, 6)}`;
    const { owner, manager, event } = await hostedEvent({ title });
    // The binding takes the first host's mail; at the second the room is aborted.
    const taken: BoundMail[] = [];
    let crashed = false;
    await imitateBinding(event.id, async (message, state) => {
      if (taken.length === 1) {
        crashed = true;
        state.abort("crash between a send and its record");
        throw new Error("aborted");
      }
      taken.push(message);
      return { messageId: "m-1" };
    });
    expect((await submit(event.id, { name: "첫째" })).status).toBe(201);
    await vi.waitFor(() => expect(crashed).toBe(true), { timeout: 10_000 });

    // The next instance sends what is left, and tells nothing again.
    await hostsTold(event.id);
    const ids = new Set<string>();
    for (const host of [owner, manager]) {
      const local = await hostMails(host.email, title);
      const bound = taken.filter((mail) => mail.to === host.email);
      expect(local.length + bound.length, host.email).toBe(1);
      ids.add([...local, ...bound][0].headers?.["X-Notice-Id"] ?? "");
    }
    expect(ids.size).toBe(2);
  });
});
