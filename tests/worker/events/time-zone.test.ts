import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { EventPublicView } from "../../../worker/contract/public-view";
import worker from "../../../worker/index";
import { eventCard } from "../../../worker/pages/card/card-content";
import { api, newUser } from "../../support/worker/api";
import { builtAssets } from "../../support/worker/card-assets";
import { createEvent, publicView } from "../../support/worker/events";
import { incoming } from "../../support/worker/worker-fetch";

type EventBody = { id: string; time_zone: string; event_date: string };

async function readEvent(token: string, eventId: string): Promise<EventBody> {
  const res = await api(`/events/${eventId}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as EventBody;
}

describe("an event's time zone", () => {
  it("is Korea's when the call leaves it out, in every answer", async () => {
    const { token } = await newUser();
    const created = (await createEvent(token, { title: "서울 모임" })) as unknown as EventBody;
    expect(created.time_zone).toBe("Asia/Seoul");
    expect((await readEvent(token, created.id)).time_zone).toBe("Asia/Seoul");
    const list = (await (await api("/events/", { token })).json()) as { data: EventBody[] };
    expect(list.data.find((event) => event.id === created.id)?.time_zone).toBe("Asia/Seoul");
    expect((await publicView(created.id)) as unknown as { time_zone: string }).toMatchObject({
      time_zone: "Asia/Seoul",
    });
  });

  it("is taken on create and update, by its canonical IANA name", async () => {
    const { token } = await newUser();
    const created = (await createEvent(token, {
      title: "베를린 모임",
      time_zone: "europe/berlin",
    })) as unknown as EventBody;
    expect(created.time_zone).toBe("Europe/Berlin");
    expect(((await publicView(created.id)) as unknown as EventBody).time_zone).toBe(
      "Europe/Berlin",
    );
    const updated = await api(`/events/${created.id}`, {
      method: "PUT",
      token,
      json: { time_zone: "America/Los_Angeles" },
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as EventBody).time_zone).toBe("America/Los_Angeles");
    // The instant stays: only the clock it is shown on changes.
    expect((await readEvent(token, created.id)).event_date).toBe(created.event_date);
    expect(((await publicView(created.id)) as unknown as EventBody).time_zone).toBe(
      "America/Los_Angeles",
    );
  });

  it("refuses an unknown zone with a 422 in the usual shape, and changes nothing", async () => {
    const { token } = await newUser();
    const before = (await (await api("/events/", { token })).json()) as { count: number };
    for (const zone of ["Mars/Olympus_Mons", "", "KST+9", "x".repeat(200)]) {
      const res = await api("/events/", {
        method: "POST",
        token,
        json: { title: "잘못된 시간대", event_date: "2026-12-19T10:00:00Z", time_zone: zone },
      });
      expect(res.status, zone).toBe(422);
      const body = (await res.json()) as { code: string; detail: { loc: string[] }[] };
      expect(body.code).toBe("validation_failed");
      expect(body.detail.map((issue) => issue.loc.join("."))).toContain("body.time_zone");
    }
    const after = (await (await api("/events/", { token })).json()) as { count: number };
    expect(after.count).toBe(before.count);

    const event = (await createEvent(token, { title: "그대로" })) as unknown as EventBody;
    const refused = await api(`/events/${event.id}`, {
      method: "PUT",
      token,
      json: { time_zone: "Nowhere/Land" },
    });
    expect(refused.status).toBe(422);
    expect((await readEvent(token, event.id)).time_zone).toBe("Asia/Seoul");
  });

  it("of an event stored before zones existed reads as Korea's (the migration's default)", async () => {
    const { token, id: ownerId } = await newUser();
    const id = crypto.randomUUID();
    // A row written the way the code before migration 0005 wrote it: no time_zone column named.
    await env.DB.prepare(
      "INSERT INTO events (id, owner_id, title, event_date) VALUES (?, ?, '옛 모임', '2026-12-19T10:00:00.000Z')",
    )
      .bind(id, ownerId)
      .run();
    expect((await readEvent(token, id)).time_zone).toBe("Asia/Seoul");
  });

  it("is named in the invite page's preview text when it is not Korea's", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, {
      title: "LA 모임",
      event_date: "2026-12-20T03:00:00.000Z",
      time_zone: "America/Los_Angeles",
    });
    const res = await worker.fetch(
      incoming(`http://localhost/events/${event.id}/public`),
      { ...env, ASSETS: builtAssets() },
      createExecutionContext(),
    );
    const description = /<meta property="og:description" content="([^"]*)"/.exec(
      await res.text(),
    )?.[1];
    expect(description).toContain("12월 19일 (토) 오후 7:00 (로스앤젤레스 시간)");
    // The link card writes the same line.
    const view = (await publicView(event.id)) as unknown as EventPublicView;
    expect(eventCard(view).rows[0]?.text).toBe("12월 19일 (토) 오후 7:00 (로스앤젤레스 시간)");
  });
});
