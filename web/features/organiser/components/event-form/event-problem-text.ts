import { EVENT_TEXT_MAX, type EventProblem, PARTICIPANTS_MAX } from "#contract/event-rules";
import { QUESTION_LIMITS, type QuestionProblem } from "#contract/question-rules";
import { m } from "#messages";
import { readerLanguage } from "../../../../i18n/reader-language";

/**
 * The event dialog's words for the rules' problems (worker/contract/event-rules.ts and
 * question-rules.ts), by code: the same codes the API sends as a 422 issue's `type`. Each is
 * called when the problem is shown, so it reads in the reader's language of that moment.
 */

/** The cap as people say a round number: '10만' in Korean, '100 thousand' in English. */
const participantsMax = () =>
  new Intl.NumberFormat(readerLanguage(), { notation: "compact", compactDisplay: "long" }).format(
    PARTICIPANTS_MAX,
  );

export const EVENT_PROBLEM_TEXT: Record<EventProblem, () => string> = {
  title_required: m.organiser_problem_title_required,
  title_too_long: () => m.organiser_problem_title_too_long({ max: EVENT_TEXT_MAX.title }),
  title_invalid_characters: m.organiser_problem_title_invalid_characters,
  description_too_long: () =>
    m.organiser_problem_description_too_long({ max: EVENT_TEXT_MAX.description }),
  description_invalid_characters: m.organiser_problem_description_invalid_characters,
  location_too_long: () => m.organiser_problem_location_too_long({ max: EVENT_TEXT_MAX.location }),
  location_invalid_characters: m.organiser_problem_location_invalid_characters,
  reminder_message_too_long: () =>
    m.organiser_problem_reminder_message_too_long({ max: EVENT_TEXT_MAX.reminder_message }),
  reminder_message_invalid_characters: m.organiser_problem_reminder_message_invalid_characters,
  contact_too_long: () => m.organiser_problem_contact_too_long({ max: EVENT_TEXT_MAX.contact }),
  contact_invalid_characters: m.organiser_problem_contact_invalid_characters,
  max_participants_not_whole: m.organiser_problem_max_participants_whole,
  max_participants_too_few: m.organiser_problem_max_participants_whole,
  max_participants_too_many: () =>
    m.organiser_problem_max_participants_too_many({ max: participantsMax() }),
  deadline_after_event: m.organiser_problem_deadline_after_event,
};

const { labelMax, choiceMax, choicesMin, choicesMax, questionsMax } = QUESTION_LIMITS;
const choiceCount = () => m.organiser_problem_choice_count({ min: choicesMin, max: choicesMax });

export const QUESTION_PROBLEM_TEXT: Record<QuestionProblem, () => string> = {
  label_required: m.organiser_problem_question_label_required,
  label_too_long: () => m.organiser_problem_question_label_too_long({ max: labelMax }),
  label_invalid_characters: m.organiser_problem_question_label_invalid_characters,
  choice_required: m.organiser_problem_choice_required,
  choice_too_long: () => m.organiser_problem_choice_too_long({ max: choiceMax }),
  choice_invalid_characters: m.organiser_problem_choice_invalid_characters,
  choice_repeated: m.organiser_problem_choice_repeated,
  too_few_choices: choiceCount,
  too_many_choices: choiceCount,
  choices_not_allowed: m.organiser_problem_choices_not_allowed,
  too_many_questions: () => m.organiser_problem_too_many_questions({ max: questionsMax }),
  question_repeated: m.organiser_problem_question_repeated,
};
