import { eventClock } from "#contract/event-time";
import { zoneNote } from "#contract/time-zones";
import type { Language } from "#i18n/language";

/**
 * '12월 19일 (토) 오후 7:00' on the clock where the event happens, with the zone named when it
 * is not Korea's ('… (베를린 시간)'): a chat preview, a push or a mail has no reader's zone to
 * follow. Said by the link preview and card, the room's notices and the mail links' pages.
 */
export function eventDateText(iso: string, zone: string, _language?: Language): string {
  const clock = eventClock(iso, zone);
  if (!clock) return "";
  const note = zoneNote(zone);
  return `${clock.month}월 ${clock.day}일 (${clock.weekday}) ${clock.time}${note ? ` (${note})` : ""}`;
}
