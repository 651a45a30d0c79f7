import type { Context } from "hono";
import { Hono } from "hono";
import { IdempotencyHeader, Message, Pagination, UuidParam } from "#contract/common";
import { leadingOptions } from "#contract/poll-rules";
import {
  PollClose,
  PollClosed,
  PollCreate,
  PollDetail,
  PollPublicView,
  PollsPublic,
  PollUpdate,
  VoteCreate,
  VoteDelete,
  VoteModify,
  VoteReply,
} from "#contract/polls";
import { requestLanguage } from "#i18n/request-language";
import type { AppEnv } from "../context";
import { ApiError } from "../lib/errors";
import { publicOrigin } from "../lib/public-origin";
import { requestHash } from "../lib/request-hash";
import { responds, switchesToWebSocket } from "../lib/route-docs";
import { validate } from "../lib/validation";
import { requireUser } from "../middleware/auth";
import { closePoll } from "../polls/close";
import { sendPollInvitations } from "../polls/invitations";
import { pollLiveFor } from "../polls/poll-live";
import { detailOf, type PollRead, publicViewOf, readPoll } from "../polls/poll-reads";
import { createPoll, deletePoll, listPolls, ownPoll, updatePoll } from "../polls/polls";
import { sendVoteVerification } from "../polls/vote-verification";
import { castVote, changeVote, type VoteOutcome, withdrawVote } from "../polls/votes";
import { toEventPublic } from "../services/events";
import { countWrite } from "../services/rate-limits";

const PollIdParam = UuidParam("poll_id");

/** Every open page of the poll gets the counts as they are after this change. */
function tellPages(c: Context<AppEnv>, read: PollRead) {
  c.executionCtx.waitUntil(pollLiveFor(c.env, read.poll.id).changed(publicViewOf(read)));
}

const voteContext = (c: Context<AppEnv>, pollId: string) => ({
  d1: c.var.d1,
  pollId,
  source: c.var.source,
  cost: c.var.config.passwordCost,
  language: requestLanguage(c.req.raw),
  now: Date.now(),
  pushTestHosts: c.var.config.pushTestHosts,
});

/** The voter's reply: their own vote (the address only to them), and the poll as it is now. */
function voteReply(c: Context<AppEnv>, outcome: VoteOutcome, message: string) {
  tellPages(c, outcome.read);
  if (outcome.verifyAddress && outcome.vote) {
    c.executionCtx.waitUntil(
      sendVoteVerification(c, outcome.read, outcome.vote, outcome.verifyAddress),
    );
  }
  const { vote } = outcome;
  return {
    message,
    vote: vote && {
      name: vote.name,
      choices: vote.choices,
      email: vote.email,
      email_verified: vote.email !== null && vote.email_verified_at !== null,
      push: vote.push_endpoint !== null,
    },
    poll: publicViewOf(outcome.read),
  };
}

/**
 * Date polls (docs/decisions/0068-date-polls.md): the organiser's calls need a token and answer
 * 404 for anyone else's poll; the voters' calls are public, with a name and a password.
 */
export const pollRoutes = new Hono<AppEnv>()
  .get(
    "/:poll_id/public",
    responds(200, PollPublicView),
    validate("param", PollIdParam),
    async (c) => {
      const read = await readPoll(c.var.d1, c.req.valid("param").poll_id);
      if (!read) throw new ApiError("poll_not_found");
      return c.json(publicViewOf(read));
    },
  )
  .get(
    "/:poll_id/live",
    switchesToWebSocket(
      'Switching Protocols: every change sends `{"type": "poll", "poll": PollPublicView}`',
    ),
    validate("param", PollIdParam),
    async (c) => {
      if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
        throw new ApiError("expected_websocket");
      }
      const { poll_id } = c.req.valid("param");
      const found = await c.var.d1
        .prepare("SELECT 1 FROM polls WHERE id = ?")
        .bind(poll_id)
        .first();
      if (!found) throw new ApiError("poll_not_found");
      return pollLiveFor(c.env, poll_id).fetch("https://poll/live", {
        headers: { Upgrade: "websocket" },
      });
    },
  )
  .post(
    "/:poll_id/votes",
    responds(201, VoteReply),
    validate("param", PollIdParam),
    validate("json", VoteCreate),
    async (c) => {
      const context = voteContext(c, c.req.valid("param").poll_id);
      const { source } = c.var;
      await countWrite(c.env.DB, "pollVotes", source && `${source}:${context.pollId}`);
      const outcome = await castVote(context, c.req.valid("json"));
      return c.json(voteReply(c, outcome, "Vote recorded."), 201);
    },
  )
  .put(
    "/:poll_id/votes",
    responds(200, VoteReply),
    validate("param", PollIdParam),
    validate("json", VoteModify),
    async (c) => {
      const context = voteContext(c, c.req.valid("param").poll_id);
      const outcome = await changeVote(context, c.req.valid("json"));
      return c.json(voteReply(c, outcome, "Vote changed."));
    },
  )
  .delete(
    "/:poll_id/votes",
    responds(200, VoteReply),
    validate("param", PollIdParam),
    validate("json", VoteDelete),
    async (c) => {
      const context = voteContext(c, c.req.valid("param").poll_id);
      const outcome = await withdrawVote(context, c.req.valid("json"));
      return c.json(voteReply(c, outcome, "Vote withdrawn."));
    },
  )
  .get("/", responds(200, PollsPublic), requireUser, validate("query", Pagination), async (c) => {
    const { skip, limit } = c.req.valid("query");
    const { rows, count } = await listPolls(c.var.d1, c.var.user, skip, limit);
    const leading = await leadingStarts(
      c.var.d1,
      rows.map((row) => String(row.id)),
    );
    const data = rows.map((row) => ({
      id: String(row.id),
      title: String(row.title),
      time_zone: String(row.time_zone),
      deadline: (row.deadline as string | null) ?? null,
      closed_at: (row.closed_at as string | null) ?? null,
      event_id: (row.event_id as string | null) ?? null,
      option_count: Number(row.option_count),
      voter_count: Number(row.voter_count),
      leading: leading.get(String(row.id)) ?? [],
      created_at: String(row.created_at),
    }));
    return c.json({ data, count });
  })
  .post(
    "/",
    responds(201, PollDetail),
    requireUser,
    validate("header", IdempotencyHeader),
    validate("json", PollCreate),
    async (c) => {
      const asked = c.req.valid("json");
      const key = c.req.valid("header")["idempotency-key"];
      const creation = key
        ? { key, hash: await requestHash(c.var.config.secretKey, ["create-poll", asked]) }
        : null;
      const { d1, user, config } = c.var;
      const read = await createPoll(d1, user, asked, config.retentionDays, creation);
      return c.json(detailOf(read), 201);
    },
  )
  .get(
    "/:poll_id",
    responds(200, PollDetail),
    requireUser,
    validate("param", PollIdParam),
    async (c) => {
      const read = await ownPoll(c.var.d1, c.var.user, c.req.valid("param").poll_id);
      return c.json(detailOf(read));
    },
  )
  .put(
    "/:poll_id",
    responds(200, PollDetail),
    requireUser,
    validate("param", PollIdParam),
    validate("json", PollUpdate),
    async (c) => {
      const read = await ownPoll(c.var.d1, c.var.user, c.req.valid("param").poll_id);
      const changed = await updatePoll(
        c.var.d1,
        read,
        c.req.valid("json"),
        c.var.config.retentionDays,
      );
      tellPages(c, changed);
      return c.json(detailOf(changed));
    },
  )
  .delete(
    "/:poll_id",
    responds(200, Message),
    requireUser,
    validate("param", PollIdParam),
    async (c) => {
      const read = await ownPoll(c.var.d1, c.var.user, c.req.valid("param").poll_id);
      await deletePoll(c.var.d1, read);
      return c.json({ message: "Poll deleted successfully" });
    },
  )
  .post(
    "/:poll_id/close",
    responds(201, PollClosed),
    requireUser,
    validate("param", PollIdParam),
    validate("json", PollClose),
    async (c) => {
      const read = await ownPoll(c.var.d1, c.var.user, c.req.valid("param").poll_id);
      const { option_id, ...settings } = (await c.req.json()) as Record<string, unknown>;
      const { event, read: closed } = await closePoll(
        {
          d1: c.var.d1,
          db: c.var.db,
          user: c.var.user,
          secretKey: c.var.config.secretKey,
          retentionDays: c.var.config.retentionDays,
          origin: publicOrigin(c.env, c.req.url),
        },
        read,
        String(option_id),
        settings,
      );
      tellPages(c, closed);
      c.executionCtx.waitUntil(
        sendPollInvitations(
          c.env.DB,
          { mail: c.var.mail, secretKey: c.var.config.secretKey, vapid: c.var.config.vapid },
          Date.now(),
          closed.poll.id,
        ),
      );
      return c.json(toEventPublic(event, "owner"), 201);
    },
  );

/** Each listed poll's leading dates, from one query over their answers. */
async function leadingStarts(d1: D1DatabaseSession, pollIds: string[]) {
  const leading = new Map<string, string[]>();
  if (pollIds.length === 0) return leading;
  const marks = pollIds.map(() => "?").join(", ");
  const { results } = await d1
    .prepare(
      `SELECT o.poll_id, o.id, o.starts_at,
          sum(c.answer = 'yes') AS yes, sum(c.answer = 'maybe') AS maybe
        FROM poll_options o LEFT JOIN poll_choices c ON c.option_id = o.id
        WHERE o.poll_id IN (${marks}) GROUP BY o.id ORDER BY o.starts_at`,
    )
    .bind(...pollIds)
    .all<{
      poll_id: string;
      id: string;
      starts_at: string;
      yes: number | null;
      maybe: number | null;
    }>();
  const byPoll = new Map<string, typeof results>();
  for (const row of results) byPoll.set(row.poll_id, [...(byPoll.get(row.poll_id) ?? []), row]);
  for (const [pollId, options] of byPoll) {
    const tallies = options.map((row) => ({
      id: row.id,
      yes: row.yes ?? 0,
      maybe: row.maybe ?? 0,
    }));
    const best = new Set(leadingOptions(tallies));
    leading.set(
      pollId,
      options.filter((row) => best.has(row.id)).map((row) => row.starts_at),
    );
  }
  return leading;
}
