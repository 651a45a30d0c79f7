import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, newUser, provenUser } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";
import { addHost } from "../../support/worker/hosts";

/*
 * The dashboard's list reads the caller's events by two indexes, the owner's and the hosts'
 * (worker/services/events.ts); every statement's plan is held to that by
 * tests/support/worker/query-plans.ts. These are its edges, with other organisers' events
 * around each caller's.
 */

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type Page = { data: { id: string; title: string; role: string }[]; count: number };

async function dashboard(token: string, skip = 0, limit = 100): Promise<Page> {
  const res = await api(`/events/?skip=${skip}&limit=${limit}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

const titled = (title: string, days: number) => ({
  title,
  event_date: daysFromNow(days),
  deadline_date: null,
});

describe("GET /events/ reads the caller's events only", () => {
  it("lists every event of a host of many, with its role, among others' events", async () => {
    const host = await provenUser();
    const owners = [await newUser(), await newUser(), await newUser()];
    const hosted: { title: string; role: "manager" | "checkin" }[] = [];
    for (const [n, owner] of owners.entries()) {
      for (let i = 0; i < 4; i += 1) {
        const title = `맡은 모임 ${n}-${i}`;
        const role = i % 2 === 0 ? "manager" : "checkin";
        const event = await createEvent(owner.token, titled(title, 1 + n * 4 + i));
        await addHost(owner.token, event.id, host.email, role);
        hosted.push({ title, role });
        await createEvent(owner.token, titled(`남의 모임 ${n}-${i}`, 1 + n * 4 + i));
      }
    }

    const page = await dashboard(host.token);
    expect(page.count).toBe(12);
    expect(page.data.map(({ title, role }) => ({ title, role }))).toEqual(hosted);
    const second = await dashboard(host.token, 10, 10);
    expect(second.data.map(({ title }) => title)).toEqual(hosted.slice(10).map((h) => h.title));
    expect(second.count).toBe(12);
  });

  it("answers an organiser with no events with none, while others have some", async () => {
    const busy = await newUser();
    await createEvent(busy.token, titled("남의 모임", 3));
    const idle = await newUser();

    expect(await dashboard(idle.token)).toEqual({ data: [], count: 0 });
  });

  it("pages across the line between upcoming and past, owned and hosted alike", async () => {
    const organiser = await provenUser();
    const other = await newUser();
    const hostedIn = async (title: string, days: number) => {
      const event = await createEvent(other.token, titled(title, days));
      await addHost(other.token, event.id, organiser.email, "manager");
    };
    await createEvent(organiser.token, titled("지난주", -7));
    await hostedIn("모레", 2);
    await createEvent(organiser.token, titled("다음 주", 7));
    await hostedIn("어제", -1);
    await createEvent(organiser.token, titled("내일", 1));
    await createEvent(other.token, titled("남의 내일", 1));
    await hostedIn("지난달", -30);

    const order = ["내일", "모레", "다음 주", "어제", "지난주", "지난달"];
    const pages = [0, 2, 4].map((skip) => dashboard(organiser.token, skip, 2));
    const read = await Promise.all(pages);
    expect(read.map((page) => page.data.map(({ title }) => title))).toEqual([
      order.slice(0, 2),
      order.slice(2, 4),
      order.slice(4, 6),
    ]);
    expect(read.map((page) => page.count)).toEqual([6, 6, 6]);
    // The line falls inside a page too: the last upcoming and the latest past one together.
    const across = await dashboard(organiser.token, 2, 2);
    expect(across.data.map(({ title }) => title)).toEqual(["다음 주", "어제"]);
    expect((await dashboard(organiser.token, 6, 2)).data).toEqual([]);
  });

  it("lists an event its owner also has a host row for once, as its owner", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, titled("내 모임", 2));
    // The API refuses the owner as a host (host_is_owner); a row written before that rule, or by
    // hand, must still not list the event twice or count it twice.
    await env.DB.prepare("insert into event_hosts (event_id, user_id, role) values (?, ?, ?)")
      .bind(event.id, owner.id, "checkin")
      .run();

    const page = await dashboard(owner.token);
    expect(page.data.map(({ id, role }) => ({ id, role }))).toEqual([
      { id: event.id, role: "owner" },
    ]);
    expect(page.count).toBe(1);
  });
});
