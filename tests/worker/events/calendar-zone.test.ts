import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";

/**
 * The calendar file names the event's zone (a VTIMEZONE and DTSTART's TZID), read here by a
 * real iCalendar parser (ical.js): the start it reads on that clock is
 * the event's instant, on either side of a change to or from daylight time.
 */
async function startRead(eventId: string) {
  const text = await (await api(`/events/${eventId}/calendar.ics`)).text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents("vtimezone");
  expect(zones).toHaveLength(1);
  const zone = new ICAL.Timezone(zones[0]);
  const event = calendar.getFirstSubcomponent("vevent");
  const property = event?.getFirstProperty("dtstart");
  const start = property?.getFirstValue() as InstanceType<typeof ICAL.Time>;
  // The start's clock reading, in the zone the file describes.
  const onItsClock = start.clone();
  onItsClock.zone = zone;
  return {
    tzid: property?.getParameter("tzid"),
    zoneId: zone.tzid,
    wall: start.toString(),
    instant: onItsClock.toUnixTime() * 1000,
  };
}

describe("the calendar file's zone", () => {
  it("gives the start on the event's clock, with a zone that brings it back to the instant", async () => {
    const { token } = await newUser();
    const cases = [
      // Seoul keeps +09:00 all year.
      ["Asia/Seoul", "2030-12-19T10:00:00.000Z", "2030-12-19T19:00:00"],
      // New York, the day before and the day after daylight time began on 2027-03-14.
      ["America/New_York", "2027-03-13T23:30:00.000Z", "2027-03-13T18:30:00"],
      ["America/New_York", "2027-03-15T22:30:00.000Z", "2027-03-15T18:30:00"],
      // And after it ended on 2027-11-07.
      ["America/New_York", "2027-11-08T23:30:00.000Z", "2027-11-08T18:30:00"],
      // A half-hour zone with its own daylight time (Adelaide: +10:30 in January).
      ["Australia/Adelaide", "2028-01-10T09:00:00.000Z", "2028-01-10T19:30:00"],
    ] as const;
    for (const [time_zone, event_date, wall] of cases) {
      const event = await createEvent(token, { time_zone, event_date });
      const read = await startRead(event.id);
      expect(read, `${time_zone} ${event_date}`).toEqual({
        tzid: time_zone,
        zoneId: time_zone,
        wall,
        instant: Date.parse(event_date),
      });
    }
  });
});
