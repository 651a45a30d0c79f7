import { EVENT_TEXT_MAX, type EventProblem, PARTICIPANTS_MAX } from "#contract/event-rules";
import { QUESTION_LIMITS, type QuestionProblem } from "#contract/question-rules";

/**
 * The event dialog's words for the rules' problems (worker/contract/event-rules.ts and
 * question-rules.ts), by code: the same codes the API sends as a 422 issue's `type`.
 */

const WHOLE_SEATS = "최대 참석자 수는 1 이상의 정수여야 합니다. 비워두면 제한이 없습니다.";

export const EVENT_PROBLEM_TEXT: Record<EventProblem, string> = {
  title_required: "제목을 입력해주세요.",
  title_too_long: `제목은 ${EVENT_TEXT_MAX.title}자까지입니다.`,
  title_invalid_characters: "제목에 보이지 않는 제어 문자가 있습니다.",
  description_too_long: `설명은 ${EVENT_TEXT_MAX.description}자까지입니다.`,
  description_invalid_characters: "설명에 보이지 않는 제어 문자가 있습니다.",
  location_too_long: `장소는 ${EVENT_TEXT_MAX.location}자까지입니다.`,
  location_invalid_characters: "장소에 보이지 않는 제어 문자가 있습니다.",
  reminder_message_too_long: `리마인더 메시지는 ${EVENT_TEXT_MAX.reminder_message}자까지입니다.`,
  reminder_message_invalid_characters: "리마인더 메시지에 보이지 않는 제어 문자가 있습니다.",
  contact_too_long: `문의 연락처는 ${EVENT_TEXT_MAX.contact}자까지입니다.`,
  contact_invalid_characters: "문의 연락처에 보이지 않는 제어 문자가 있습니다.",
  max_participants_not_whole: WHOLE_SEATS,
  max_participants_too_few: WHOLE_SEATS,
  max_participants_too_many: `최대 참석자 수는 ${PARTICIPANTS_MAX / 10_000}만 명까지입니다.`,
  deadline_after_event: "응답 마감일은 모임 일시보다 늦을 수 없습니다.",
};

const { labelMax, choiceMax, choicesMin, choicesMax, questionsMax } = QUESTION_LIMITS;
const CHOICE_COUNT = `보기는 ${choicesMin}개에서 ${choicesMax}개까지입니다.`;

export const QUESTION_PROBLEM_TEXT: Record<QuestionProblem, string> = {
  label_required: "질문을 입력해주세요.",
  label_too_long: `질문은 ${labelMax}자까지입니다.`,
  label_invalid_characters: "질문에 보이지 않는 제어 문자가 있습니다.",
  choice_required: "보기를 입력해주세요.",
  choice_too_long: `보기는 ${choiceMax}자까지입니다.`,
  choice_invalid_characters: "보기에 보이지 않는 제어 문자가 있습니다.",
  choice_repeated: "같은 보기가 이미 있습니다.",
  too_few_choices: CHOICE_COUNT,
  too_many_choices: CHOICE_COUNT,
  choices_not_allowed: "보기는 '하나 고르기' 질문에만 있습니다.",
  too_many_questions: `질문은 ${questionsMax}개까지입니다.`,
  question_repeated: "같은 질문이 두 번 들어 있습니다.",
};
