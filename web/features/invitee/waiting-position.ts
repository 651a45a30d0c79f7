import { seatsOf } from "#contract/response-rules";
import type { ResponseStatus } from "#contract/responses";
import { m } from "#messages";

type Queued = { id: string; status: ResponseStatus; guests?: number };

/** 1-based place of a response in the waiting list (the snapshot lists it in room order). */
export function waitingPosition(responses: Queued[], responseId: string): number | null {
  return waitingPlace(responses, responseId)?.position ?? null;
}

/**
 * A waiting response's place, and the people waiting ahead of it: each party ahead with its
 * guests (decision 0021: a party gets in whole, so they are the seats that must free up first).
 */
export function waitingPlace(
  responses: Queued[],
  responseId: string,
): { position: number; peopleAhead: number } | null {
  const waiting = responses.filter((response) => response.status === "waiting");
  const index = waiting.findIndex((response) => response.id === responseId);
  if (index === -1) return null;
  const peopleAhead = waiting.slice(0, index).reduce((people, r) => people + seatsOf(r), 0);
  return { position: index + 1, peopleAhead };
}

/**
 * Who waits ahead, as '내 응답' says it: '앞에 2명이 기다리고 있어요.', or with guests among
 * them the parties and their people, '앞에 2팀(5명)이 기다리고 있어요.'.
 */
export function waitingAheadText(parties: number, people: number): string {
  return people > parties
    ? m.invitee_ahead_parties({ parties, people })
    : m.invitee_ahead_people({ people: parties });
}
