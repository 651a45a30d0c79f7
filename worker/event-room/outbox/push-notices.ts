import type { PushNotice } from "#contract/push";
import { eventDateText } from "../../lib/event-date-text";
import type { OneTapLinks } from "../../mail/one-tap-links";
import type { RoomConfig } from "../store/types";

/**
 * The words of each push, in Korean, naming the event; each opens the invite page. `tag` names
 * the change, so a push delivered twice (a retry after a lost reply) replaces its notification
 * instead of showing a second one.
 */

const invitePage = (config: RoomConfig) => `/events/${config.id}/public`;

/**
 * A notice as the room queues it: the push's words, and for one that offers one-tap replies the
 * links its buttons will be (signed at sending: the push's actions, the mail's buttons).
 */
export type RoomNotice = PushNotice & { answers?: OneTapLinks };

/** When and where, on the event's clock, as the invite page and the link cards say it. */
const whenAndWhere = (config: RoomConfig) =>
  `📅 ${eventDateText(config.event_date, config.time_zone)}${config.location ? ` · 📍 ${config.location}` : ""}`;

/** A waiting response got a seat. */
export const promotedNotice = (config: RoomConfig, responseId: string, version: number) => ({
  title: "참석이 확정되었어요",
  body: `'${config.title}' 대기 명단에서 참석으로 옮겨졌어요. 못 가게 되면 응답을 바꿔 주세요.`,
  url: invitePage(config),
  tag: `promoted-${responseId}-${version}`,
});

/** A freed seat is offered until `expiresAt`: accepting is a change to attending. */
export const offeredNotice = (
  config: RoomConfig,
  row: { id: string; version: number; guests: number },
  expiresAt: number,
): RoomNotice => ({
  title: "자리가 났어요",
  body: `'${config.title}' ${row.guests > 0 ? `일행 ${1 + row.guests}명의 ` : ""}자리를 ${eventDateText(new Date(expiresAt).toISOString(), config.time_zone)}까지 잡아 두었어요. 초대 페이지에서 참석을 확정해 주세요.`,
  url: invitePage(config),
  tag: `offered-${row.id}-${row.version}`,
  answers: {
    event_id: config.id,
    binds: expiresAt,
    until: expiresAt,
    actions: ["accept", "decline"],
  },
});

/**
 * The event's reminder to an attending response (decision 0026): when and where, the
 * organiser's reminder message (or a plain default), and two one-tap replies: '참석 유지' and
 * '못 가요'. Its links name the reminder's time, so a reminder since moved takes no reply; they
 * work until the event begins.
 */
export function reminderNotice(
  config: RoomConfig,
  responseId: string,
  remindAt: number,
): RoomNotice {
  const ask =
    config.max_participants === null
      ? "계획대로 오시면 '참석 유지'를, 못 오게 되면 '못 가요'를 눌러 주세요."
      : "계획대로 오시면 '참석 유지'를, 못 오게 되면 '못 가요'를 눌러 주세요. 자리는 바로 다음 대기자에게 넘어가요.";
  return {
    title: `'${config.title}' 리마인더`,
    body: [whenAndWhere(config), config.reminder_message ?? ask].join("\n"),
    url: invitePage(config),
    tag: `reminder-${responseId}-${remindAt}`,
    answers: {
      event_id: config.id,
      binds: remindAt,
      until: Date.parse(config.event_date),
      actions: ["keep", "cant"],
    },
  };
}

/** An offer lapsed unanswered: the seats went to the next in the queue. */
export const lapsedNotice = (config: RoomConfig, responseId: string, version: number) => ({
  title: "자리 제안이 만료되었어요",
  body: `'${config.title}' 자리는 다음 대기자에게 넘어갔어요. 다시 참석하려면 대기 신청을 해 주세요.`,
  url: invitePage(config),
  tag: `lapsed-${responseId}-${version}`,
});

/** An offer taken back because the organiser lowered the maximum: back in the queue. */
export const withdrawnNotice = (config: RoomConfig, responseId: string, version: number) => ({
  title: "자리 제안이 취소되었어요",
  body: `주최자가 '${config.title}' 정원을 줄여 제안했던 자리가 없어졌어요. 대기 순서는 그대로예요.`,
  url: invitePage(config),
  tag: `withdrawn-${responseId}-${version}`,
});

const changedTitle = (moved: boolean, relocated: boolean) =>
  `모임 ${moved && relocated ? "일시와 장소" : moved ? "일시" : "장소"}가 바뀌었어요`;

/**
 * The event's date or place changed: the new ones, as the invite page shows them. `pending` is
 * a change notice still waiting for this subscriber (./push-queue.ts coalesces them): the new
 * notice replaces it, so it names what either told of.
 */
export function changedNotice(
  before: RoomConfig,
  after: RoomConfig,
  pending: PushNotice | null = null,
): PushNotice | null {
  let moved = before.event_date !== after.event_date || before.time_zone !== after.time_zone;
  let relocated = (before.location ?? "") !== (after.location ?? "");
  if (!moved && !relocated) return null;
  if (pending) {
    moved ||= [changedTitle(true, false), changedTitle(true, true)].includes(pending.title);
    relocated ||= [changedTitle(false, true), changedTitle(true, true)].includes(pending.title);
  }
  return {
    title: changedTitle(moved, relocated),
    body: `'${after.title}' ${whenAndWhere(after)}`,
    url: invitePage(after),
    tag: `changed-${after.config_version}`,
  };
}

/** The organiser deleted the event. */
export const deletedNotice = (config: RoomConfig): PushNotice => ({
  title: "모임이 취소되었어요",
  body: `주최자가 '${config.title}' 모임을 삭제했어요.`,
  url: invitePage(config),
  tag: `deleted-${config.id}`,
});

/** The organiser's announcement, word for word; a correction keeps its tag (it replaces it). */
export const announcementNotice = (
  config: RoomConfig,
  message: string,
  sentAt: number,
  corrected = false,
) => ({
  title: `'${config.title}' 주최자 공지${corrected ? " (수정)" : ""}`,
  body: message,
  url: invitePage(config),
  tag: `announcement-${sentAt}`,
});
