import { useEffect, useRef } from "react";
import type { NotifyState } from "#contract/notify";
import { m } from "#messages";
import { readerLanguage } from "../../../i18n/reader-language";
import { rememberChannels, useChannels, useChannelsRefresh } from "../../invitee";
import { useNotifyOn } from "../notify-memory";

/**
 * '알림: 이메일 (확인됨) · 푸시', '알림 없음': how the response will be told of a seat or a change.
 * An address counts once verified (nothing else is mailed before); push where a browser holds a
 * subscription for it (this one, or another the server knows of).
 */
export function channelsText(notify: NotifyState | undefined, pushHere: boolean): string {
  const channels = [];
  if (notify?.email) channels.push(m.account_channel_email({ state: emailState(notify) }));
  if (pushHere || notify?.push) channels.push(m.account_channel_push());
  return channels.length > 0
    ? m.account_channels({ channels: channels.join(" · ") })
    : m.account_channels_none();
}

/** Where the address stands: refused for good, verified, its verification held back, or sent. */
function emailState(notify: NotifyState): string {
  if (notify.email_refused) return m.account_email_refused();
  if (notify.email_verified) return m.account_email_verified();
  if (notify.email_held_until) {
    return m.account_email_held({ time: retryTime(notify.email_held_until) });
  }
  return m.account_email_unverified();
}

/** When a held mail goes, on this device's clock, in the reader's language ('11월 29일 오전 9:00'). */
const retryTime = (iso: string) =>
  new Date(iso).toLocaleString(readerLanguage(), {
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

/**
 * The response's channels in '내 응답', and under the offer policy, for a waiting response that
 * nothing can reach, what that costs (decision 0025: the window is not stretched for anyone).
 * Before this page has heard from the server (no key kept, no reply sent here), only this
 * browser's push is known: without it the line reads '알림 없음'.
 */
export function ChannelLine({
  eventId,
  responseId,
  entryKey,
  offerHours,
}: {
  eventId: string;
  responseId: string;
  /** The personal link's key this browser keeps: the channels are asked for with it. */
  entryKey?: string;
  /** Set while the response waits under the offer policy: how long an offer lasts. */
  offerHours?: number;
}) {
  useChannelsRefresh(eventId, responseId, entryKey);
  const notify = useChannels(eventId, responseId);
  const pushHere = useNotifyOn(eventId, responseId);

  // Push turned on or off here since the server last said: the line follows at once (the next
  // reply from the server, on the page's return to view, says again).
  const before = useRef(pushHere);
  useEffect(() => {
    if (before.current === pushHere) return;
    before.current = pushHere;
    if (notify) rememberChannels(eventId, responseId, { ...notify, push: pushHere });
  }, [pushHere, notify, eventId, responseId]);

  const reachable =
    pushHere ||
    Boolean(notify?.push || (notify?.email && notify.email_verified && !notify.email_refused));
  return (
    <>
      <p className="mt-1 text-sm" data-testid="channels">
        {channelsText(notify, pushHere)}
      </p>
      {offerHours !== undefined && !reachable && (
        <p
          role="note"
          className="alert alert-error alert-soft mt-2 px-3 py-2 text-sm"
          data-testid="no-channel-warning"
        >
          {m.account_no_channel_warning({ hours: offerHours })}
        </p>
      )}
    </>
  );
}
