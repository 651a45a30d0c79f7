import type { EmailProblem, NotifyChannel, OfferNotice } from "#contract/notify";
import type { ResponseAdmin } from "#contract/responses";
import { m } from "#messages";

/** Each channel in the organiser's words, in this order; the address never reaches this page. */
const CHANNEL_LABELS: [NotifyChannel, () => string][] = [
  ["email", m.responses_reach_email],
  ["push", m.responses_reach_push],
];

/** A badge's words, called when shown, its tone (existing classes) and what it means. */
type Look = { label: () => string; tone: string; title: () => string };

/** Why the invitee's address cannot be told yet, in the organiser's words. */
const EMAIL_PROBLEM: Record<EmailProblem, Look> = {
  held: {
    label: m.responses_email_held,
    tone: "badge-warning badge-soft",
    title: m.responses_email_held_title,
  },
  refused: {
    label: m.responses_email_refused,
    tone: "badge-error badge-soft",
    title: m.responses_email_refused_title,
  },
};

/** Whether an open offer's notice reached the invitee. */
const NOTICE: Record<OfferNotice, Look> = {
  pending: {
    label: m.responses_notice_pending,
    tone: "badge-ghost",
    title: m.responses_notice_pending_title,
  },
  delivered: {
    label: m.responses_notice_delivered,
    tone: "badge-success badge-soft",
    title: m.responses_notice_delivered_title,
  },
  failed: {
    label: m.responses_notice_failed,
    tone: "badge-error badge-soft",
    title: m.responses_notice_failed_title,
  },
  none: {
    label: m.responses_notice_none,
    tone: "badge-warning badge-soft",
    title: m.responses_notice_none_title,
  },
};

/**
 * Whether a waiting or offered response can be told of a seat ('알림: 이메일', '알림: 푸시', or
 * '알림 없음'), why its address cannot be yet ('확인 메일 대기', '이메일 전달 불가'), and for
 * an open offer whether its notice got through. Nothing for the others:
 * the queue is where being told matters (decision 0025).
 */
export function ResponseReach({ response }: { response: ResponseAdmin }) {
  if (response.status !== "waiting" && response.status !== "offered") return null;
  const notice = response.status === "offered" && response.offer_notice;
  const channels = CHANNEL_LABELS.filter(([channel]) => response.channels.includes(channel));
  return (
    <>
      {channels.length === 0 ? (
        <span
          className="badge badge-sm badge-ghost whitespace-nowrap"
          title={m.responses_reach_none_title()}
          data-testid="response-reach"
        >
          {m.responses_reach_none()}
        </span>
      ) : (
        channels.map(([channel, label]) => (
          <span
            key={channel}
            className="badge badge-sm badge-outline whitespace-nowrap"
            data-testid="response-reach"
          >
            {label()}
          </span>
        ))
      )}
      {response.email_problem && (
        <span
          className={`badge badge-sm whitespace-nowrap ${EMAIL_PROBLEM[response.email_problem].tone}`}
          title={EMAIL_PROBLEM[response.email_problem].title()}
          data-testid="email-problem"
        >
          {EMAIL_PROBLEM[response.email_problem].label()}
        </span>
      )}
      {notice && (
        <span
          className={`badge badge-sm whitespace-nowrap ${NOTICE[notice].tone}`}
          title={NOTICE[notice].title()}
          data-testid="offer-notice"
          data-notice={notice}
        >
          {NOTICE[notice].label()}
        </span>
      )}
    </>
  );
}
