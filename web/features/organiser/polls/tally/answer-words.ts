import type { PollAnswer } from "#contract/poll-rules";
import { m } from "#messages";

/** Each answer's word and its mark in the table, with the colour that tells them apart. */
export const ANSWER_LOOK: Record<PollAnswer, { word: () => string; mark: string; tone: string }> = {
  yes: { word: m.poll_org_answer_yes, mark: "○", tone: "text-success" },
  maybe: { word: m.poll_org_answer_maybe, mark: "△", tone: "text-warning" },
  no: { word: m.poll_org_answer_no, mark: "✕", tone: "text-base-content/50" },
};
