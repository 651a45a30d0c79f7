import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import type { PollCreate, PollDetail, PollPublicView, VoteReply } from "#contract/polls";
import { API, api, mailsArrived } from "./api";
import { follow, linkIn } from "./mail";

/**
 * Date polls through HTTP, as the organiser's screens and the voters' page call them: one
 * helper for every poll test.
 */

/** Dates `days` ahead at 19:00 Seoul time (10:00 UTC), one per day from tomorrow. */
export function datesAhead(count: number, from = 1): { starts_at: string }[] {
  const base = new Date();
  base.setUTCHours(10, 0, 0, 0);
  return Array.from({ length: count }, (_, index) => ({
    starts_at: new Date(base.getTime() + (from + index) * 86_400_000).toISOString(),
  }));
}

export function pollInput(overrides: Partial<PollCreate> = {}): PollCreate {
  return {
    title: "송년회 날짜 정하기",
    description: "편한 날을 골라 주세요",
    location: "을지로",
    time_zone: "Asia/Seoul",
    options: datesAhead(3),
    ...overrides,
  };
}

export async function createPoll(token: string, overrides: Partial<PollCreate> = {}) {
  const res = await api("/polls/", { method: "POST", token, json: pollInput(overrides) });
  expect(res.status).toBe(201);
  return (await res.json()) as PollDetail;
}

export const pollOf = async (token: string, pollId: string) =>
  (await (await api(`/polls/${pollId}`, { token })).json()) as PollDetail;

export const publicPoll = async (pollId: string) =>
  (await (await api(`/polls/${pollId}/public`)).json()) as PollPublicView;

export interface VoteBody {
  name: string;
  password?: string;
  choices: { option_id: string; answer: "yes" | "maybe" | "no" }[];
  notify_email?: string | null;
  subscription?: { endpoint: string; keys: { p256dh: string; auth: string } } | null;
}

export const vote = (
  pollId: string,
  body: VoteBody,
  method: "POST" | "PUT" = "POST",
  source?: string,
) => api(`/polls/${pollId}/votes`, { method, json: { password: "1234", ...body }, source });

export const withdraw = (pollId: string, name: string, password = "1234", source?: string) =>
  api(`/polls/${pollId}/votes`, { method: "DELETE", json: { name, password }, source });

/** The same answer to every date of the poll, or one answer per date in order. */
export const answers = (poll: { options: { id: string }[] }, ...said: ("yes" | "maybe" | "no")[]) =>
  poll.options.map((option, index) => ({
    option_id: option.id,
    answer: said[index] ?? said[0] ?? "yes",
  }));

/** A vote with an address, confirmed by following its verification mail's link. */
export async function verifiedVote(pollId: string, body: VoteBody & { notify_email: string }) {
  const cast = await vote(pollId, body);
  expect(cast.status).toBe(201);
  const [mail] = await mailsArrived(body.notify_email, 1);
  const link = linkIn(mail, "이메일 확인");
  const confirmed = await follow(link, "POST");
  expect(confirmed.status).toBe(200);
  return (await cast.json()) as VoteReply;
}

export const closePoll = (token: string, pollId: string, body: Record<string, unknown>) =>
  api(`/polls/${pollId}/close`, { method: "POST", token, json: body });

/** The poll's live socket, with every message it got. */
export async function openPollLive(pollId: string) {
  const res = await exports.default.fetch(
    new Request(`${API}/polls/${pollId}/live`, { headers: { Upgrade: "websocket" } }),
  );
  expect(res.status).toBe(101);
  const socket = res.webSocket as WebSocket;
  socket.accept();
  const views: PollPublicView[] = [];
  const texts: string[] = [];
  socket.addEventListener("message", (event) => {
    const text = String(event.data);
    texts.push(text);
    if (text.startsWith("{")) views.push((JSON.parse(text) as { poll: PollPublicView }).poll);
  });
  /** The first view (received or to come within 5 s) that matches. */
  const seen = async (match: (view: PollPublicView) => boolean) => {
    const before = performance.now();
    for (;;) {
      const found = views.find(match);
      if (found) return found;
      if (performance.now() - before > 5000) throw new Error(`no matching view in ${views.length}`);
      await scheduler.wait(10);
    }
  };
  return { socket, views, texts, seen };
}
