import { describe, expect, it } from "vitest";
import { newAddress, newUser } from "../../support/worker/api";
import { cancel, modify, myLink, range, submit } from "../../support/worker/events";
import { eventShowing, type GuestList } from "../../support/worker/guest-list";

/**
 * Where the guest list hides names (`count`, `hidden`), the routes a name and password open
 * (my-link, modify, delete) must not tell a stranger which names answered: an unknown name is
 * refused as a wrong password is, with the same status and body, and meets the same 429 after
 * as many tries. Where names are public (`names`) an unknown name is still a 404.
 */

type Route = (eventId: string, name: string, password: string, source: string) => Promise<Response>;
const ROUTES: [string, Route][] = [
  ["my-link", (id, name, password, source) => myLink(id, name, password, source)],
  ["modify", (id, name, password, source) => modify(id, name, { password, guests: 0 }, source)],
  ["delete", (id, name, password, source) => cancel(id, name, password, source)],
];

const answerOf = async (res: Response) => ({ status: res.status, body: await res.json() });

/** An event showing its guest list as `mode`, with 민지's response (password 1234). */
async function eventWithMinji(mode: GuestList) {
  const { token } = await newUser();
  const event = await eventShowing(token, mode);
  expect((await submit(event.id, { name: "민지", status: "attending" })).status).toBe(201);
  return event.id;
}

describe("names on a hidden guest list", () => {
  for (const mode of ["count", "hidden"] as const) {
    for (const [route, call] of ROUTES) {
      it(`${mode}: ${route} answers an unknown name as it answers a wrong password`, async () => {
        const eventId = await eventWithMinji(mode);
        const wrong = await answerOf(await call(eventId, "민지", "9999", newAddress()));
        const unknown = await answerOf(await call(eventId, "없는이름", "9999", newAddress()));
        expect(wrong).toMatchObject({ status: 400, body: { code: "invalid_credentials" } });
        expect(unknown).toEqual(wrong);
        // Nothing changed: 민지's response still opens with her password.
        expect((await myLink(eventId, "민지", "1234")).status).toBe(201);
      });
    }

    it(`${mode}: locks an unknown name after as many tries from one source as a real one`, async () => {
      const eventId = await eventWithMinji(mode);
      const tries = async (name: string) => {
        const source = newAddress();
        const statuses: number[] = [];
        for (const _ of range(7))
          statuses.push((await myLink(eventId, name, "9999", source)).status);
        return statuses;
      };
      const real = await tries("민지");
      expect(real).toContain(429);
      expect(await tries("없는이름")).toEqual(real);
    });
  }

  it("names: an unknown name is still not found, a wrong password still refused", async () => {
    const eventId = await eventWithMinji("names");
    for (const [route, call] of ROUTES) {
      const unknown = await call(eventId, "없는이름", "9999", newAddress());
      expect(unknown.status, route).toBe(404);
      expect(((await unknown.json()) as { code: string }).code, route).toBe("response_not_found");
      expect((await call(eventId, "민지", "9999", newAddress())).status, route).toBe(400);
    }
  });
});
