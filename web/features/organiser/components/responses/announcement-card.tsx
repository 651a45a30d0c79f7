import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { m } from "#messages";
import { formatDateTime } from "../../../../lib/dates";
import { errorText } from "../../../../lib/error-text";
import { announcementQuery, useSendAnnouncement } from "../../api/announcement";
import { useMinutesUntil } from "./use-minutes-until";

/**
 * The contract's ANNOUNCEMENT_MAX, written out: #contract/push is a zod module, which this page
 * would otherwise download (tests/web/organiser/announcement-card.test.tsx holds the two equal).
 */
export const ANNOUNCEMENT_MAX = 200;

/**
 * '참석자에게 공지 보내기': one short message to every invitee with notifications on, shown on
 * the invite page too. The server allows one now and then; the card says when the next may go.
 * Within those ten minutes '수정' corrects the last one in place (the box takes its words).
 * For the event's owner only (the page leaves it out for a superuser reading someone else's).
 */
export function AnnouncementCard({ eventId, zone }: { eventId: string; zone: string }) {
  const ids = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const state = useQuery(announcementQuery(eventId));
  const [message, setMessage] = useState("");
  const [correcting, setCorrecting] = useState(false);
  const send = useSendAnnouncement(eventId, {
    onSent: () => {
      setMessage("");
      setCorrecting(false);
    },
  });
  const retry = state.data?.retry_after_seconds ?? 0;
  const waitMinutes = useMinutesUntil(state.dataUpdatedAt + retry * 1000);
  const latest = state.data?.latest;
  // The window is the next announcement's wait: once it is over, the box sends a new one.
  const canCorrect = !!latest && (state.data?.corrections_left ?? 0) > 0 && waitMinutes > 0;
  const editing = correcting && canCorrect;
  const blank = message.trim() === "";
  const unchanged = editing && message.trim() === latest?.message;

  return (
    <section
      className="card border border-base-300 bg-base-100"
      aria-labelledby={`${ids}-title`}
      data-testid="announcement-card"
    >
      <div className="card-body gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 id={`${ids}-title`} className="card-title text-lg">
            {m.responses_announce_title()}
          </h2>
          {state.data && (
            <p className="text-sm text-base-content/70" data-testid="subscribers">
              {m.responses_announce_subscribers({ count: state.data.subscribers })}
            </p>
          )}
        </div>
        <p className="text-sm text-base-content/70">{m.responses_announce_explain()}</p>
        {state.isError && !state.data && (
          <div role="alert" className="alert alert-error alert-soft flex-wrap text-sm">
            <span>{errorText(state.error)}</span>
            <button type="button" className="btn btn-sm" onClick={() => void state.refetch()}>
              {m.responses_retry()}
            </button>
          </div>
        )}
        {latest && (
          <div className="rounded-box bg-base-200 p-3 text-sm" data-testid="latest-announcement">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">
                {m.responses_announce_latest()} ·{" "}
                <time dateTime={latest.sent_at}>{formatDateTime(latest.sent_at, zone)}</time>
                {latest.edited_at && ` · ${m.responses_announce_edited()}`}
              </p>
              {canCorrect && !editing && (
                <button
                  type="button"
                  className="btn btn-sm"
                  aria-label={m.responses_announce_edit_label()}
                  onClick={() => {
                    setMessage(latest.message);
                    setCorrecting(true);
                    box.current?.focus();
                  }}
                >
                  {m.responses_announce_edit()}
                </button>
              )}
            </div>
            <p className="mt-1 whitespace-pre-line wrap-anywhere">{latest.message}</p>
          </div>
        )}
        <form
          className="flex flex-col gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (blank || unchanged || (!editing && waitMinutes > 0)) return;
            send.mutate({ message: message.trim(), correct: editing });
          }}
        >
          <fieldset className="fieldset gap-1 p-0">
            <label className="fieldset-legend pt-0 pb-1" htmlFor={`${ids}-message`}>
              {editing ? m.responses_announce_correction_field() : m.responses_announce_field()}
            </label>
            <textarea
              ref={box}
              id={`${ids}-message`}
              className="textarea w-full text-base"
              rows={3}
              maxLength={ANNOUNCEMENT_MAX}
              placeholder={m.responses_announce_placeholder()}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-describedby={`${ids}-count`}
            />
            {/* The limit as one types: the field stops taking characters at it. */}
            <p
              id={`${ids}-count`}
              className="label justify-end tabular-nums"
              data-testid="announcement-count"
            >
              {m.responses_characters({ count: message.length, max: ANNOUNCEMENT_MAX })}
            </p>
          </fieldset>
          {editing && (
            <p className="text-sm text-base-content/70" data-testid="correcting">
              {m.responses_announce_correcting({
                minutes: waitMinutes,
                corrections: state.data?.corrections_left ?? 0,
              })}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
            {editing && (
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  setCorrecting(false);
                  setMessage("");
                }}
              >
                {m.responses_cancel()}
              </button>
            )}
            {!editing && waitMinutes > 0 && (
              <p
                className="text-sm text-base-content/70"
                role="status"
                data-testid="announcement-wait"
              >
                {m.responses_announce_wait({ minutes: waitMinutes })}
              </p>
            )}
            <button
              type="submit"
              className="btn btn-primary"
              disabled={
                blank || unchanged || (!editing && waitMinutes > 0) || send.isPending || !state.data
              }
            >
              {send.isPending && <span className="loading loading-sm" />}
              {editing ? m.responses_announce_save() : m.responses_announce_send()}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
