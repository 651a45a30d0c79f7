import type { PushNotice } from "#contract/push";
import { previewDate } from "../link-preview/preview-text";
import type { RoomConfig } from "./types";

/**
 * The words of each push, in Korean, naming the event; each opens the invite page. `tag` names
 * the change, so a push delivered twice (a retry after a lost answer) replaces its notification
 * instead of showing a second one.
 */

const invitePage = (config: RoomConfig) => `/events/${config.id}/public`;

/** A waiting response got a seat. */
export const promotedNotice = (config: RoomConfig, responseId: string, version: number) => ({
  title: "참석이 확정되었어요",
  body: `'${config.title}' 대기 명단에서 참석으로 옮겨졌어요. 못 가게 되면 응답을 바꿔 주세요.`,
  url: invitePage(config),
  tag: `promoted-${responseId}-${version}`,
});

/** The event's date or place changed: the new ones, as the invite page shows them. */
export function changedNotice(before: RoomConfig, after: RoomConfig): PushNotice | null {
  const moved = before.event_date !== after.event_date || before.time_zone !== after.time_zone;
  const relocated = (before.location ?? "") !== (after.location ?? "");
  if (!moved && !relocated) return null;
  const what = moved && relocated ? "일시와 장소" : moved ? "일시" : "장소";
  const where = after.location ? ` · 📍 ${after.location}` : "";
  return {
    title: `모임 ${what}가 바뀌었어요`,
    body: `'${after.title}' 📅 ${previewDate(after.event_date, after.time_zone)}${where}`,
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

/** The organiser's announcement, word for word. */
export const announcementNotice = (config: RoomConfig, message: string, sentAt: number) => ({
  title: `'${config.title}' 주최자 공지`,
  body: message,
  url: invitePage(config),
  tag: `announcement-${sentAt}`,
});
