import type { Question } from "#contract/questions";
import type { ResponseAdmin } from "#contract/responses";
import { m } from "#messages";
import { formatDateTime } from "../../../../lib/dates";
import { offerLabel, STATUS_TONES, statusLabel } from "../../../../lib/response-status";
import { guestsLabel } from "../../seat-counts";
import { CheckInMark } from "./check-in-mark";
import { ReminderBadge } from "./reminder-badge";
import { ResponseAnswers } from "./response-answers";
import { waitingPlaces } from "./response-labels";
import { ResponseReach } from "./response-reach";

type ResponseListProps = {
  responses: ResponseAdmin[];
  /** The event's zone: response times read on its clock. */
  zone: string;
  /** Absent for a reader who may not change the event (a superuser, a door host). */
  onDelete?: (response: ResponseAdmin) => void;
  /** '이메일 보내기', offered on responses with a verified address; absent as onDelete is. */
  onEmail?: (response: ResponseAdmin) => void;
  /** The event's questions (decision 0042): each response shows its answers to them. */
  questions?: Question[];
  /** Why the list is empty, when it is not for want of answers (the personal data erased). */
  emptyText?: string;
};

/**
 * The responses in the order the room keeps them; waiting ones show their place in line, open
 * offers until when they hold their seats ('자리 제안 중 · 11월 27일 오후 3:00까지'), offers that
 * lapsed with no reply read '제안 만료' (not 불참: nobody declined), and those bringing guests say
 * how many ('동반 2명'). Those waiting or offered say whether they can be told ('알림: 이메일'),
 * and an open offer whether its notice got through; those the event's reminder went to, how
 * it went ('참석 확인', '리마인더 보냄 · 답 없음', '연락 안 됨').
 */
export function ResponseList({
  responses,
  zone,
  onDelete,
  onEmail,
  questions = [],
  emptyText,
}: ResponseListProps) {
  const places = waitingPlaces(responses);
  if (responses.length === 0) {
    return (
      <p className="rounded-box border border-dashed border-base-300 p-8 text-center text-base-content/70">
        {emptyText ?? m.responses_list_empty()}
      </p>
    );
  }
  return (
    <ul
      className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
      aria-label={m.responses_list_title()}
    >
      {responses.map((response) => {
        const place = places.get(response.id);
        return (
          <li
            key={response.id}
            className="flex items-start gap-3 p-3 sm:p-4"
            data-testid="response-item"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 font-semibold wrap-anywhere">{response.name}</span>
                <Guests count={response.guests} />
                <span
                  className={`badge badge-sm whitespace-nowrap ${STATUS_TONES[response.status]}`}
                  data-testid="response-status"
                  data-status={response.status}
                >
                  {response.status === "offered"
                    ? offerLabel(response.offer_expires_at, zone)
                    : statusLabel(response)}
                  {place ? ` ${m.responses_waiting_place({ place })}` : ""}
                </span>
                <ResponseReach response={response} />
                <ReminderBadge response={response} />
                <CheckInMark response={response} zone={zone} />
                <WrongPasswords count={response.wrong_passwords_today} />
              </div>
              {response.message && (
                <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-base-content/80">
                  {response.message}
                </p>
              )}
              <ResponseAnswers questions={questions} answers={response.answers} />
              <p className="mt-1 text-xs text-base-content/60">
                {formatDateTime(response.created_at, zone)}
              </p>
            </div>
            {onDelete && <ResponseMenu response={response} onDelete={onDelete} onEmail={onEmail} />}
          </li>
        );
      })}
    </ul>
  );
}

/** The guests a response brings; they attend or wait with it. */
function Guests({ count }: { count: number }) {
  const label = guestsLabel(count);
  if (!label) return null;
  return (
    <span
      className="badge badge-sm badge-outline whitespace-nowrap"
      title={m.responses_guests_title({ count, total: count + 1 })}
      data-testid="response-guests"
    >
      {label}
    </span>
  );
}

/**
 * Someone tried this response's password and got it wrong today (docs/security.md): the
 * organiser should know, and can still edit or delete the response as usual.
 */
function WrongPasswords({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      className="badge badge-sm badge-warning badge-soft whitespace-nowrap"
      title={m.responses_wrong_passwords_title()}
      data-testid="wrong-passwords"
    >
      {m.responses_wrong_passwords({ count })}
    </span>
  );
}

/**
 * The owner's actions on one response. Items are thumb-sized on touch screens (the global
 * 44 px rule covers only .btn), and the destructive one sits apart below a rule.
 */
function ResponseMenu({
  response,
  onDelete,
  onEmail,
}: {
  response: ResponseAdmin;
  onDelete: (response: ResponseAdmin) => void;
  onEmail?: (response: ResponseAdmin) => void;
}) {
  // Only where a verified address exists: elsewhere the server could only refuse.
  const canEmail = onEmail !== undefined && response.channels.includes("email");
  return (
    <div className="dropdown dropdown-end">
      <button
        type="button"
        tabIndex={0}
        className="btn btn-ghost btn-sm btn-square"
        aria-label={m.responses_menu_label({ name: response.name })}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      <ul className="menu dropdown-content z-20 w-44 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg">
        {canEmail && (
          <li>
            <button
              type="button"
              className="pointer-coarse:min-h-11"
              onClick={() => onEmail?.(response)}
            >
              {m.responses_send_email()}
            </button>
          </li>
        )}
        <li className={canEmail ? "mt-2 border-t border-base-300 pt-2" : undefined}>
          <button
            type="button"
            className="text-error pointer-coarse:min-h-11"
            onClick={() => onDelete(response)}
          >
            {m.responses_delete_response()}
          </button>
        </li>
      </ul>
    </div>
  );
}
