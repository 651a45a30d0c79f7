import type { EmailProblem, NotifyChannel, OfferNotice } from "#contract/notify";
import type { ResponseAdmin } from "#contract/responses";

/** Each channel in the organiser's words, in this order; the address never reaches this page. */
const CHANNEL_LABELS: [NotifyChannel, string][] = [
  ["email", "알림: 이메일"],
  ["push", "알림: 푸시"],
];

/** Why the invitee's address cannot be told yet, in the organiser's words. */
const EMAIL_PROBLEM: Record<EmailProblem, { label: string; tone: string; title: string }> = {
  held: {
    label: "확인 메일 대기",
    tone: "badge-warning badge-soft",
    title: "이 주소로 오늘 보낼 수 있는 확인 메일이 다 차서, 제한이 풀리면 확인 메일을 보냅니다.",
  },
  refused: {
    label: "이메일 전달 불가",
    tone: "badge-error badge-soft",
    title: "메일 서비스가 이 주소를 받지 않아 이메일로 알릴 수 없습니다. 직접 연락해보세요.",
  },
};

/** Whether an open offer's notice reached the invitee, and its badge's tone (existing classes). */
const NOTICE: Record<OfferNotice, { label: string; tone: string; title: string }> = {
  pending: {
    label: "알림 보내는 중",
    tone: "badge-ghost",
    title: "자리 제안 알림을 보내고 있습니다.",
  },
  delivered: {
    label: "알림 전달됨",
    tone: "badge-success badge-soft",
    title: "자리 제안 알림이 전달되었습니다.",
  },
  failed: {
    label: "알림 실패",
    tone: "badge-error badge-soft",
    title: "자리 제안 알림을 전하지 못했습니다. 직접 연락해보세요.",
  },
  none: {
    label: "알릴 방법 없음",
    tone: "badge-warning badge-soft",
    title: "알림 이메일도 푸시도 없어 자리 제안을 알리지 못했습니다. 직접 연락해보세요.",
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
          title="알림 이메일도 푸시도 없어 자리가 나도 알릴 수 없습니다."
          data-testid="response-reach"
        >
          알림 없음
        </span>
      ) : (
        channels.map(([channel, label]) => (
          <span
            key={channel}
            className="badge badge-sm badge-outline whitespace-nowrap"
            data-testid="response-reach"
          >
            {label}
          </span>
        ))
      )}
      {response.email_problem && (
        <span
          className={`badge badge-sm whitespace-nowrap ${EMAIL_PROBLEM[response.email_problem].tone}`}
          title={EMAIL_PROBLEM[response.email_problem].title}
          data-testid="email-problem"
        >
          {EMAIL_PROBLEM[response.email_problem].label}
        </span>
      )}
      {notice && (
        <span
          className={`badge badge-sm whitespace-nowrap ${NOTICE[notice].tone}`}
          title={NOTICE[notice].title}
          data-testid="offer-notice"
          data-notice={notice}
        >
          {NOTICE[notice].label}
        </span>
      )}
    </>
  );
}
