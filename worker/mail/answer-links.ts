import { mailLinkPath } from "./link-path";
import { type MailLinkAction, signMailLink } from "./links";

/** The answers a notice may ask for, each a one-tap link (./links.ts). */
export type AnswerAction = Extract<MailLinkAction, "accept" | "decline" | "keep" | "cant">;

/** The buttons' words, in the mail and on the notification alike. */
export const ANSWER_LABELS: Record<AnswerAction, string> = {
  accept: "참석 확정",
  decline: "참석 안 함",
  keep: "참석 유지",
  cant: "못 가요",
};

/**
 * What a queued notice that asks for an answer carries (an offer, the reminder): its links are
 * signed only when it is sent, with the app's secret, so the room's storage holds no token.
 */
export interface NoticeAnswers {
  event_id: string;
  /** The state the links are made for: the offer's deadline, the reminder's time (epoch ms). */
  binds: number;
  /** When the links stop working (epoch ms): the offer's deadline, the event's start. */
  until: number;
  actions: AnswerAction[];
}

/** The answers' buttons for one response: their words and the paths of their pages. */
export async function answerButtons(
  answers: NoticeAnswers,
  responseId: string,
  secret: string,
): Promise<{ action: AnswerAction; title: string; path: string }[]> {
  return Promise.all(
    answers.actions.map(async (action) => ({
      action,
      title: ANSWER_LABELS[action],
      path: mailLinkPath(
        answers.event_id,
        await signMailLink(
          { eventId: answers.event_id, responseId, action, binds: answers.binds },
          answers.until,
          secret,
        ),
      ),
    })),
  );
}
