import type { EventLogEntry, EventLogKind, HostRole } from "#contract/hosts";

/** The role with its particle: '공동 주최로', '입장 확인으로' (확인 ends in a consonant). */
const AS_ROLE: Record<HostRole, string> = { manager: "공동 주최로", checkin: "입장 확인으로" };

const LINES: Record<EventLogKind, (who: string, whom: string, as: string) => string> = {
  host_added: (who, whom, as) => `${who} 님이 ${whom} 님을 ${as} 추가했어요`,
  host_invited: (who, whom, as) => `${who} 님이 ${whom} 님을 ${as} 초대했어요`,
  host_role_changed: (who, whom, as) => `${who} 님이 ${whom} 님의 역할을 ${as} 바꿨어요`,
  host_removed: (who, whom) => `${who} 님이 ${whom} 님을 운영진에서 뺐어요`,
  host_left: (who) => `${who} 님이 운영진에서 나갔어요`,
  invitation_withdrawn: (who, whom) => `${who} 님이 ${whom} 님에게 보낸 초대를 취소했어요`,
  invitation_accepted: (who, _whom, as) => `${who} 님이 초대를 받아 ${as} 함께해요`,
  checked_in: (who, whom) => `${who} 님이 ${whom} 님을 입장 처리했어요`,
  check_in_undone: (who, whom) => `${who} 님이 ${whom} 님의 입장 처리를 취소했어요`,
};

/** One line of the event's log in Korean: '김운영 님이 a@b.c 님을 공동 주최로 추가했어요'. */
export function logLine(entry: Pick<EventLogEntry, "kind" | "actor" | "subject" | "role">): string {
  return LINES[entry.kind](entry.actor, entry.subject, entry.role ? AS_ROLE[entry.role] : "");
}
