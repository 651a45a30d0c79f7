import type { EventRow } from "../db/schema";
import { localIcsTime, timezoneLines } from "./calendar-zone";

/**
 * RFC 5545 text escaping (3.3.11). Every line break form becomes `\n`: CRLF, a bare LF, a bare
 * CR (which calendar readers also end a line at, so `x\rURL:...` would become a property of its
 * own) and the Unicode line and paragraph separators. Other controls have no place in TEXT and
 * are dropped (the API refuses them; this holds for anything stored before it did).
 */
const escapeText = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, "\\n")
    .replace(/(?!\t)\p{Cc}/gu, "");

/** 2026-11-22T10:00:00.000Z -> 20261122T100000Z */
const toIcsDate = (iso: string) =>
  `${iso
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "")
    .slice(0, 15)}Z`;

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * Events have a start but no end: the file gives each this stated length (RFC 5545 3.8.2.5),
 * which the invite page says beside its '캘린더에 추가'. Without one, a DTSTART date-time means
 * an instant, which calendars show as a zero-length entry or guess a length of their own.
 */
const CALENDAR_DURATION = "PT2H";

/**
 * One event as an iCalendar file. The UID stays the same for the event's lifetime and the
 * SEQUENCE grows when its date or place changes, so re-importing updates the calendar entry.
 * The start is on the event's own clock, its zone named with its rules (./calendar-zone.ts).
 */
export function eventCalendar(event: EventRow, inviteUrl: string): string {
  return calendarFile(event.timeZone, Date.parse(event.eventDate), eventLines(event, inviteUrl));
}

/**
 * A calendar of events on one zone's clock, as text: the zone's rules around `around`, then
 * the events' lines. An event's file holds one; a series' feed every occurrence.
 */
export function calendarFile(zone: string, around: number, events: string[], name?: string) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//moim-rsvp//event//KO",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`] : []),
    ...timezoneLines(zone, around),
    ...events,
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** One event's VEVENT: its UID for its lifetime, its SEQUENCE growing with its date or place. */
export function eventLines(event: EventRow, inviteUrl: string): string[] {
  const description = [event.description, event.reminderMessage, inviteUrl]
    .filter((part): part is string => Boolean(part))
    .join("\n\n");
  const start = Date.parse(event.eventDate);
  return [
    "BEGIN:VEVENT",
    `UID:${event.id}@moim-rsvp`,
    `SEQUENCE:${event.calendarSequence}`,
    `DTSTAMP:${toIcsDate(event.updatedAt)}`,
    `DTSTART;TZID=${event.timeZone}:${localIcsTime(start, event.timeZone)}`,
    `DURATION:${CALENDAR_DURATION}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${inviteUrl}`,
    "END:VEVENT",
  ];
}

/**
 * A cancelled occurrence's VEVENT (RFC 5545 3.8.1.11): the UID it had, a SEQUENCE past its
 * last, so a subscribed calendar takes it off.
 */
export function cancelledLines(cancelled: {
  eventId: string;
  title: string;
  eventDate: string;
  timeZone: string;
  cancelledAt: string;
  calendarSequence: number | null;
}): string[] {
  const start = Date.parse(cancelled.eventDate);
  return [
    "BEGIN:VEVENT",
    `UID:${cancelled.eventId}@moim-rsvp`,
    `SEQUENCE:${cancelled.calendarSequence ?? 1}`,
    `DTSTAMP:${toIcsDate(cancelled.cancelledAt)}`,
    `DTSTART;TZID=${cancelled.timeZone}:${localIcsTime(start, cancelled.timeZone)}`,
    `DURATION:${CALENDAR_DURATION}`,
    `SUMMARY:${escapeText(cancelled.title)}`,
    "STATUS:CANCELLED",
    "END:VEVENT",
  ];
}
