import type { EventLogEntry, EventLogKind } from "#contract/hosts";
import { m } from "#messages";

type Line = (inputs: { who: string; whom: string; role: string }) => string;

/**
 * Each kind's sentence; a host change names the role given, and the catalog words each role
 * whole ('공동 주최로', 'as a co-host') rather than have the code fit a role's name into it.
 */
const LINES: Record<EventLogKind, Line> = {
  host_added: m.responses_log_host_added,
  host_invited: m.responses_log_host_invited,
  host_role_changed: m.responses_log_host_role_changed,
  host_removed: m.responses_log_host_removed,
  host_left: m.responses_log_host_left,
  invitation_withdrawn: m.responses_log_invitation_withdrawn,
  invitation_accepted: m.responses_log_invitation_accepted,
  checked_in: m.responses_log_checked_in,
  check_in_undone: m.responses_log_check_in_undone,
  event_edited: m.responses_log_event_edited,
};

/**
 * One line of the event's log in the reader's language: '김운영 님이 a@b.c 님을 공동 주최로
 * 추가했어요', 'Kim added a@b.c as a co-host'.
 */
export function logLine(entry: Pick<EventLogEntry, "kind" | "actor" | "subject" | "role">): string {
  return LINES[entry.kind]({ who: entry.actor, whom: entry.subject, role: entry.role ?? "" });
}
