import { describe, expect, it } from "vitest";
import { LIVE_ENDED_CLOSE_CODE } from "#contract/live-protocol";
import { api, newUser, provenUser, superuserToken } from "../../support/worker/api";
import {
  checkIn,
  checkInByPass,
  linkKey,
  ok,
  passOf,
  statsOf,
  undoCheckIn,
} from "../../support/worker/door";
import { modify, submit } from "../../support/worker/events";
import type { GuestListInput } from "../../support/worker/guest-list";
import { addHost } from "../../support/worker/hosts";
import { openOrganiserLive } from "../../support/worker/live";
import { ALLERGY, eventAsking, SECRET } from "../../support/worker/questions";

/**
 * A door keeper (role `checkin`) reads what the door needs of each response, and the API holds
 * them to it on every path that carries responses: the list (the CSV is made from it), a
 * check-in's reply, the live socket. The owner and a manager read the whole rows.
 */

/** The fields of a response at the door (contract/responses.ts `ResponseAtDoor`). */
const AT_THE_DOOR = [
  "checked_in_at",
  "checked_in_by",
  "created_at",
  "guests",
  "id",
  "name",
  "status",
];
const MESSAGE = "현관비번은1234";

async function doorWithSecrets() {
  const owner = await newUser({ full_name: "김주최" });
  // A hidden guest list: the public snapshot every socket gets carries no messages either.
  const hidden: GuestListInput = { max_guests: 2, guest_list: "hidden" };
  const event = await eventAsking(owner.token, [ALLERGY], hidden);
  const [manager, keeper] = [await provenUser(), await provenUser({ full_name: "문지기" })];
  await addHost(owner.token, event.id, manager.email, "manager");
  await addHost(owner.token, event.id, keeper.email, "checkin");
  const allergy = event.questions[0]?.id ?? "";
  const res = await submit(event.id, {
    name: "민지",
    guests: 1,
    message: MESSAGE,
    answers: { [allergy]: SECRET.allergy },
  } as never);
  expect(res.status, await res.clone().text()).toBe(201);
  const { response } = (await res.json()) as { response: { id: string } };
  // A wrong password today: the organiser's list counts it.
  expect((await modify(event.id, "민지", { password: "9999", status: "maybe" })).status).toBe(400);
  return { owner, manager, keeper, event, id: response.id };
}

type Row = Record<string, unknown>;
const rowsOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: Row[] }).data;
};
const list = (token: string, eventId: string) => api(`/events/${eventId}/responses`, { token });

/** Only the door's fields, and none of what the invitee wrote or how often it was guessed at. */
function expectDoorOnly(row: Row | undefined, where: string) {
  expect(Object.keys(row ?? {}).sort(), where).toEqual(AT_THE_DOOR);
  const text = JSON.stringify(row);
  for (const secret of [MESSAGE, SECRET.allergy]) expect(text, where).not.toContain(secret);
}

function expectWhole(row: Row | undefined, where: string) {
  expect(row, where).toMatchObject({
    message: MESSAGE,
    wrong_passwords_today: 1,
    answers: expect.objectContaining({}),
    channels: [],
  });
  expect(JSON.stringify(row), where).toContain(SECRET.allergy);
}

describe("what a door keeper reads", () => {
  it("the list: the door's fields for a door keeper, the whole rows for everyone else", async () => {
    const { owner, manager, keeper, event } = await doorWithSecrets();
    const [atDoor] = await rowsOf(await list(keeper.token, event.id));
    expectDoorOnly(atDoor, "the door keeper's list");
    expect(atDoor).toMatchObject({ name: "민지", guests: 1, status: "attending" });
    for (const [who, token] of [
      ["owner", owner.token],
      ["manager", manager.token],
      ["superuser", await superuserToken()],
    ] as const) {
      expectWhole((await rowsOf(await list(token, event.id)))[0], `the ${who}'s list`);
    }
  });

  it("a check-in's reply, by id, by pass and undone: the door's fields for a door keeper", async () => {
    const { manager, keeper, event, id } = await doorWithSecrets();
    const pass = await passOf(event.id, await linkKey(event.id, "민지"));
    expectDoorOnly((await ok(checkInByPass(keeper.token, event.id, pass))).response, "by pass");
    expectDoorOnly((await ok(undoCheckIn(keeper.token, event.id, id))).response, "undo");
    const byId = await ok(checkIn(keeper.token, event.id, id));
    expectDoorOnly(byId.response, "by id");
    expect(byId.response).toMatchObject({ checked_in_by: "문지기" });
    // A manager at the door reads the whole row in the same reply.
    expectWhole((await ok(undoCheckIn(manager.token, event.id, id))).response, "manager's undo");
  });

  it("the live socket: a door keeper's messages carry the door's fields, before and after a change", async () => {
    const { owner, keeper, event } = await doorWithSecrets();
    const keeperPhone = await openOrganiserLive(keeper.token, event.id);
    const ownerTab = await openOrganiserLive(owner.token, event.id);
    const withName = (name: string) => (message: Row) =>
      message.type === "organiser" &&
      ((message.responses as { data: Row[] }).data ?? []).some((row) => row.name === name);

    const first = await keeperPhone.next(withName("민지"));
    expectDoorOnly((first.responses as { data: Row[] }).data[0], "the first message");

    const later = await submit(event.id, { name: "늦은이", message: "뒷문으로 와요" } as never);
    expect(later.status).toBe(201);
    const next = await keeperPhone.next(withName("늦은이"));
    for (const row of (next.responses as { data: Row[] }).data)
      expectDoorOnly(row, "a later message");
    expect(keeperPhone.texts.join("")).not.toContain("뒷문으로 와요");
    expect(keeperPhone.texts.join("")).not.toContain("wrong_passwords_today");

    // The owner's socket heard the same change with the whole rows.
    const whole = await ownerTab.next(withName("늦은이"));
    expect(JSON.stringify(whole)).toContain("뒷문으로 와요");
    expectWhole(
      (whole.responses as { data: Row[] }).data.find((row) => row.name === "민지"),
      "the owner's message",
    );
  });

  it("a manager made a door keeper keeps no socket with the whole rows", async () => {
    const { owner, manager, event } = await doorWithSecrets();
    const tab = await openOrganiserLive(manager.token, event.id);
    await tab.next((message) => message.type === "organiser");
    const closed = new Promise<number>((resolve) =>
      tab.socket.addEventListener("close", (close) => resolve(close.code)),
    );
    const res = await api(`/events/${event.id}/hosts/${manager.id}`, {
      method: "PATCH",
      token: owner.token,
      json: { role: "checkin" },
    });
    expect(res.status, await res.text()).toBe(200);
    expect(await closed).toBe(LIVE_ENDED_CLOSE_CODE);
    expectDoorOnly((await rowsOf(await list(manager.token, event.id)))[0], "their list now");
  });

  it("the counts carry no one's data: a door keeper reads the stats the owner does", async () => {
    const { owner, keeper, event } = await doorWithSecrets();
    const stats = await statsOf(keeper.token, event.id);
    expect(stats).toEqual(await statsOf(owner.token, event.id));
    for (const value of Object.values(stats)) expect(typeof value).toBe("number");
  });
});
