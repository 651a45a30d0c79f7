import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { api } from "./api";
import { createEvent, type EventInput, modify, readUntil, submit } from "./events";

/**
 * Questions on the form (decision 0042): an event asks at most 5 questions (`text`, `choice`,
 * `yes_no`), each response answers them (`answers`: question id → string or boolean), and the
 * answers are the organiser's only.
 */

export type Kind = "text" | "choice" | "yes_no";

/** A choice as the API answers it: the server gave it its id (decision 0061). */
export type Choice = { id: string; label: string };

/** A question as the API answers it: the server gave it its id. */
export type Question = {
  id: string;
  label: string;
  kind: Kind;
  choices: Choice[];
  required: boolean;
};

/**
 * A question as the organiser sends it: with the id of one kept, or none for a new one; so
 * with its choices.
 */
export type QuestionInput = Partial<Omit<Question, "choices">> & {
  choices?: unknown[];
} & Record<string, unknown>;

/** New choices as the organiser sends them: their labels, no ids. */
export const choices = (...labels: string[]) => labels.map((label) => ({ label }));

/** A question's choices' labels, in order. */
export const labelsOf = (question: { choices: Choice[] } | undefined) =>
  question?.choices.map((choice) => choice.label);

export type Answers = Record<string, string | boolean>;

/** The server's ids: `q` and 10 random base32 or hex characters; a choice's `c` and 8. */
export const QUESTION_ID = /^q[0-9a-z]{10}$/i;
export const CHOICE_ID = /^c[0-9a-f]{8}$/;

/** The journey's three: a required choice, an optional text, an optional yes/no. */
export const MEAL: QuestionInput = {
  label: "식사 메뉴",
  kind: "choice",
  choices: choices("한식", "양식", "채식"),
  required: true,
};
export const ALLERGY: QuestionInput = { label: "알레르기", kind: "text", choices: [] };
export const CAR: QuestionInput = { label: "차로 오시나요?", kind: "yes_no", choices: [] };
export const THREE = [MEAL, ALLERGY, CAR];

/**
 * Answer texts no UI word or name contains: finding one anywhere public means an answer
 * leaked.
 */
export const SECRET = { allergy: "땅콩가루비밀", other: "은행잎알레르기" } as const;

type Created = Awaited<ReturnType<typeof createEvent>> & { questions: Question[] };

/** An event asking `questions` (taken: 201), and the questions as the server gave them. */
export async function eventAsking(
  token: string,
  questions: QuestionInput[],
  input: EventInput = {},
): Promise<Created> {
  const created = (await createEvent(token, {
    title: "질문 모임",
    ...input,
    questions,
  } as EventInput)) as Created;
  expect(created.questions).toHaveLength(questions.length);
  return created;
}

/** The event's questions by their labels (the ids the server gave). */
export const idsOf = (questions: Question[]) =>
  Object.fromEntries(questions.map((q) => [q.label, q.id]));

/** The organiser's update of one event (PUT /events/{id}), answered as it comes. */
export const updateEvent = (token: string, eventId: string, json: Record<string, unknown>) =>
  api(`/events/${eventId}`, { method: "PUT", token, json });

/** Sets the event's questions and expects them taken, answering them as the server keeps them. */
export async function setQuestions(token: string, eventId: string, questions: QuestionInput[]) {
  const res = await updateEvent(token, eventId, { questions });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { questions: Question[] }).questions;
}

/** The event's questions as the organiser reads them (GET /events/{id}). */
export async function questionsOf(token: string, eventId: string): Promise<Question[]> {
  const res = await api(`/events/${eventId}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { questions: Question[] }).questions;
}

export interface Issue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** A 422 in the house's shape (`{detail: [{loc, msg, type}], code}`): its issues. */
export async function issuesOf(res: Response): Promise<Issue[]> {
  const text = await res.text();
  expect(res.status, text).toBe(422);
  const body = JSON.parse(text) as { detail: Issue[]; code: string };
  expect(body.code).toBe("validation_failed");
  expect(Array.isArray(body.detail), text).toBe(true);
  for (const issue of body.detail) expect(typeof issue.msg).toBe("string");
  return body.detail;
}

/** The refusal's issues as `[loc, type]` pairs, for one comparison. */
export const locTypes = async (res: Response) =>
  (await issuesOf(res)).map((issue) => [issue.loc, issue.type]);

/** Signs up `name` answering `answers`, answered as it comes. */
export const answerAs = (
  eventId: string,
  name: string,
  answers: Answers | undefined,
  body: Record<string, unknown> = {},
) => submit(eventId, { name, ...body, ...(answers === undefined ? {} : { answers }) } as never);

/** Signs up `name` answering `answers`, and expects it taken (201). */
export async function answered(
  eventId: string,
  name: string,
  answers: Answers | undefined,
  body: Record<string, unknown> = {},
) {
  const res = await answerAs(eventId, name, answers, body);
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return JSON.parse(text) as { response: { id: string; status: string; answers?: Answers } };
}

/** Changes `name`'s response (password 1234) with `body`, answered as it comes. */
export const change = (eventId: string, name: string, body: Record<string, unknown>) =>
  modify(eventId, name, { password: "1234", ...body });

export interface AdminResponse {
  id: string;
  name: string;
  status: string;
  answers?: Answers;
}

/** Every response's answers as the organiser's list says them, by name. */
export async function organiserAnswers(token: string, eventId: string) {
  const res = await api(`/events/${eventId}/responses`, { token });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: AdminResponse[] };
  return Object.fromEntries(data.map((r) => [r.name, r.answers]));
}

/** The event's questions as D1 stores them (events.questions, JSON), once they reached it. */
export async function storedQuestions(eventId: string, done: (stored: unknown) => boolean) {
  const read = () =>
    env.DB.prepare("SELECT questions FROM events WHERE id = ?")
      .bind(eventId)
      .first<{ questions: string }>()
      .then((row) => (row ? (JSON.parse(row.questions) as unknown) : undefined))
      .catch((error: unknown) => `unreadable: ${String(error)}`);
  return readUntil(read, done, 3000);
}

/** Expects none of the answers' texts in `text`. */
export function expectNoAnswers(text: string, where: string, secrets: string[] = []) {
  for (const secret of [...Object.values(SECRET), ...secrets]) {
    expect(text, `${secret} in ${where}`).not.toContain(secret);
  }
  expect(text, `answers in ${where}`).not.toContain('"answers"');
}
