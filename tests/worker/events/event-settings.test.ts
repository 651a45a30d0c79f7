import { describe, expect, it } from "vitest";
import type { EventCreate, EventPublic } from "#contract/events";
import type { EventPublicView } from "#contract/public-view";
import { api, newUser } from "../../support/worker/api";
import { createEvent, inADay, inAWeek } from "../../support/worker/events";

/**
 * Every setting of an event travels the whole way: the API takes it, D1 keeps it
 * (worker/db/event-fields.ts maps the names), the organiser reads it back, and the room, which
 * reads its event from D1 on first use and is pushed every edit, shows it to invitees. Each
 * value differs from its default, and the update changes every one of them again, so a setting
 * dropped by any of those mappings fails here.
 */
const created = {
  title: "모든 설정",
  description: "설명",
  location: "성수동",
  event_date: inAWeek(),
  deadline_date: inADay(),
  max_participants: 30,
  allow_duplicate: true,
  max_guests: 2,
  promotion: "offer",
  offer_hours: 12,
  reminder_message: "잊지 마세요",
  reminder_hours: 3,
  contact: "010-1234-5678",
  time_zone: "Europe/Berlin",
  guest_list: "count",
} satisfies EventCreate;

const updated = {
  title: "바뀐 설정",
  description: null,
  location: "합정동",
  event_date: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  deadline_date: null,
  max_participants: 40,
  allow_duplicate: false,
  max_guests: 1,
  promotion: "instant",
  offer_hours: 48,
  reminder_message: null,
  reminder_hours: 24,
  contact: null,
  time_zone: "America/New_York",
  guest_list: "hidden",
} satisfies EventCreate;

async function organiserRead(token: string, eventId: string): Promise<EventPublic> {
  const res = await api(`/events/${eventId}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as EventPublic;
}

async function invitedRead(eventId: string): Promise<EventPublicView> {
  const res = await api(`/events/${eventId}/public`);
  expect(res.status).toBe(200);
  return (await res.json()) as EventPublicView;
}

describe("an event's settings", () => {
  it("are kept on create and on update, for the organiser and in the room alike", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, {
      ...created,
      questions: [{ label: "식사는요?", kind: "yes_no" }],
    });
    const question = { label: "식사는요?", kind: "yes_no", choices: [], required: false };
    expect(await organiserRead(token, event.id)).toMatchObject({
      ...created,
      questions: [question],
    });
    expect(await invitedRead(event.id)).toMatchObject({ ...created, questions: [question] });

    const res = await api(`/events/${event.id}`, {
      method: "PUT",
      token,
      json: { ...updated, questions: [] },
    });
    expect(res.status).toBe(200);
    expect(await organiserRead(token, event.id)).toMatchObject({ ...updated, questions: [] });
    expect(await invitedRead(event.id)).toMatchObject({ ...updated, questions: [] });
  });

  it("left out of an update keep their value", async () => {
    const { token } = await newUser();
    const event = await createEvent(token, created);
    const res = await api(`/events/${event.id}`, {
      method: "PUT",
      token,
      json: { title: "새 이름" },
    });
    expect(res.status).toBe(200);
    expect(await organiserRead(token, event.id)).toMatchObject({ ...created, title: "새 이름" });
    expect(await invitedRead(event.id)).toMatchObject({ ...created, title: "새 이름" });
  });
});
