import { describe, expect, it } from "vitest";
import { api, newUser } from "../../support/worker/api";
import { createEvent, inAWeek } from "../../support/worker/events";

/** Unfolds an iCalendar text into its properties. */
function parseIcs(text: string): Record<string, string> {
  const unfolded = text.replace(/\r\n /g, "");
  return Object.fromEntries(
    unfolded
      .split("\r\n")
      .filter(Boolean)
      .map((line) => {
        const at = line.indexOf(":");
        return [line.slice(0, at), line.slice(at + 1)];
      }),
  );
}

async function calendarOf(eventId: string) {
  const res = await api(`/events/${eventId}/calendar.ics`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  const text = await res.text();
  return { text, props: parseIcs(text) };
}

/** The file name a browser saves the calendar file under: `filename*` first, as browsers read it. */
function savedAs(res: Response) {
  const disposition = res.headers.get("Content-Disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  return {
    name: encoded ? decodeURIComponent(encoded) : null,
    plain: /filename="([^"]*)"/.exec(disposition)?.[1] ?? null,
    attachment: disposition.startsWith("attachment;"),
  };
}

describe("GET /events/{id}/calendar.ics", () => {
  it("is saved under the event's title, with a plain ASCII name for older clients", async () => {
    const owner = await newUser();
    const korean = await createEvent(owner.token, { title: "송년회; 2차, 노래방" });
    expect(savedAs(await api(`/events/${korean.id}/calendar.ics`))).toEqual({
      name: "송년회; 2차, 노래방.ics",
      plain: `event-${korean.id}.ics`,
      attachment: true,
    });
    const english = await createEvent(owner.token, { title: 'Café night: 3/4 "special"' });
    expect(savedAs(await api(`/events/${english.id}/calendar.ics`))).toEqual({
      name: "Café night 3 4 special.ics",
      plain: "Cafe night 3 4 special.ics",
      attachment: true,
    });
    // Nothing a file system refuses, and nothing that could end the header's quoted name.
    const hostile = await createEvent(owner.token, { title: '..\\..\\x"; filename="evil.exe' });
    const saved = savedAs(await api(`/events/${hostile.id}/calendar.ics`));
    expect(saved.name).not.toMatch(/["\\/]/);
    expect(saved.plain).not.toMatch(/["\\/]/);
    expect(saved.plain?.endsWith(".ics")).toBe(true);
    // A long title is cut between characters, never inside an emoji's two UTF-16 units.
    const long = await createEvent(owner.token, { title: `a${"🎉".repeat(100)}` });
    const cut = savedAs(await api(`/events/${long.id}/calendar.ics`));
    expect(cut.name).toBe(`a${"🎉".repeat(79)}.ics`);
    expect(cut.plain).toBe("a.ics");
  });

  it("keeps the UID and raises SEQUENCE only when the date or place changes", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, {
      title: "송년회; 2차, 노래방",
      location: "서울 강남구 테헤란로 123, 3층",
      description: "첫 줄\n둘째 줄",
    });
    const first = await calendarOf(event.id);
    expect(first.props.UID).toBe(`${event.id}@moim-rsvp`);
    expect(first.props.SEQUENCE).toBe("0");
    expect(first.props.SUMMARY).toBe("송년회\\; 2차\\, 노래방");
    expect(first.props.LOCATION).toBe("서울 강남구 테헤란로 123\\, 3층");
    expect(first.props.DESCRIPTION).toContain("첫 줄\\n둘째 줄");
    expect(first.props.DESCRIPTION).toContain(`/events/${event.id}/public`);
    // On the event's clock, its zone named (./calendar-zone.test.ts reads it with a parser).
    expect(first.props["DTSTART;TZID=Asia/Seoul"]).toMatch(/^\d{8}T\d{6}$/);
    for (const line of first.text.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }

    const edit = (json: Record<string, unknown>) =>
      api(`/events/${event.id}`, { method: "PUT", token: owner.token, json });
    await edit({ title: "송년회" });
    expect((await calendarOf(event.id)).props.SEQUENCE).toBe("0");
    await edit({ location: "부산" });
    expect((await calendarOf(event.id)).props.SEQUENCE).toBe("1");
    await edit({ event_date: inAWeek().replace(/T.*/, "T20:00:00+09:00") });
    const moved = await calendarOf(event.id);
    expect(moved.props.SEQUENCE).toBe("2");
    expect(moved.props.UID).toBe(first.props.UID);
  });

  it("states a length of two hours after the start, since events have no end", async () => {
    const owner = await newUser();
    const event = await createEvent(owner.token, { event_date: "2030-04-20T02:00:00.000Z" });
    const { props } = await calendarOf(event.id);
    expect(props["DTSTART;TZID=Asia/Seoul"]).toBe("20300420T110000");
    expect(props.DURATION).toBe("PT2H");
    // RFC 5545 allows one of the two.
    expect(props.DTEND).toBeUndefined();
  });

  it("escapes every line break form, so no text becomes a property line of its own", async () => {
    const owner = await newUser();
    for (const [label, br] of [
      ["CR", "\r"],
      ["LF", "\n"],
      ["CRLF", "\r\n"],
      ["LS", "\u2028"],
    ]) {
      const res = await api("/events", {
        method: "POST",
        token: owner.token,
        json: {
          title: `x${br}URL:https://evil.example`,
          location: `y${br}ATTENDEE:mailto:evil@example.com`,
          description: `z${br}BEGIN:VALARM`,
          reminder_message: `w${br}END:VEVENT`,
          event_date: inAWeek(),
        },
      });
      expect(res.status, label).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const { text, props } = await calendarOf(id);
      // CRLF ends each line; no other break is left anywhere, folded or not.
      expect(text.replace(/\r\n/g, ""), label).not.toMatch(/[\r\n\u2028]/);
      const names = text
        .replace(/\r\n /g, "")
        .split("\r\n")
        .filter(Boolean)
        .map((line) => line.slice(0, line.indexOf(":")));
      expect(names, label).toEqual([
        "BEGIN",
        "VERSION",
        "PRODID",
        "CALSCALE",
        "METHOD",
        "BEGIN",
        "TZID",
        "BEGIN",
        "DTSTART",
        "TZOFFSETFROM",
        "TZOFFSETTO",
        "END",
        "END",
        "BEGIN",
        "UID",
        "SEQUENCE",
        "DTSTAMP",
        "DTSTART;TZID=Asia/Seoul",
        "DURATION",
        "SUMMARY",
        "LOCATION",
        "DESCRIPTION",
        "URL",
        "END",
        "END",
      ]);
      expect(props.SUMMARY, label).toBe("x\\nURL:https://evil.example");
      expect(props.LOCATION, label).toBe("y\\nATTENDEE:mailto:evil@example.com");
      expect(props.DESCRIPTION, label).toMatch(/^z\\nBEGIN:VALARM\\n\\nw\\nEND:VEVENT\\n\\n/);
      expect(props.URL, label).toMatch(new RegExp(`^http://localhost/events/${id}/public$`));
    }
  });

  it("answers 404 for an unknown event, without a token", async () => {
    const res = await api(`/events/${crypto.randomUUID()}/calendar.ics`);
    expect(res.status).toBe(404);
  });
});
