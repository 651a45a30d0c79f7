import { type Context, Hono } from "hono";
import { Message, Pagination, UuidParam } from "#contract/common";
import { EventLog, Host, HostAdd, HostAdded, Hosts, HostUpdate } from "#contract/hosts";
import type { Language } from "#i18n/language";
import type { AppEnv } from "../context";
import { ApiError } from "../lib/errors";
import { errorText } from "../lib/log-text";
import { publicOrigin } from "../lib/public-origin";
import { responds } from "../lib/route-docs";
import { validate } from "../lib/validation";
import { eventOf, requireUserAndEvent } from "../middleware/event-in-path";
import { actingNow, actorLabel, readLog } from "../services/event-log";
import { endLiveFor } from "../services/event-rooms";
import { hostInvitationMail } from "../services/host-invitation-mail";
import { inviteHost, withdrawInvitation } from "../services/host-invitations";
import { addHost, changeHostRole, listHosts, removeHost } from "../services/hosts";
import { countWrite } from "../services/rate-limits";
import { hostEndSynced } from "../services/room-syncs";
import { getUserByEmail } from "../services/users";

const EventIdParam = UuidParam("event_id");
const HostParam = EventIdParam.extend(UuidParam("user_id").shape);
const InvitationParam = EventIdParam.extend(UuidParam("invitation_id").shape);

/** The signed-in user as the one acting now, for the log line a change writes. */
const actorOf = (c: Context<AppEnv>) => actingNow(c.var.user);

/**
 * Mails an invitation after the reply, as recovery mails go; a failure is logged, not shown.
 * In the event's language: the address has no account, and so no language of its own, yet.
 */
function mailInvitation(
  c: Context<AppEnv>,
  to: string,
  invitation: Parameters<typeof hostInvitationMail>[1],
  language: Language,
) {
  const mail = hostInvitationMail(to, invitation, language);
  const send = c.var.mail.send(mail).catch((error: unknown) => {
    console.error(
      JSON.stringify({
        level: "error",
        msg: "host invitation mail failed",
        error: errorText(error),
      }),
    );
  });
  c.executionCtx.waitUntil(send);
}

/**
 * Who helps run an event (decision 0043). The owner chooses; a host may only leave.
 * Every route names its access (services/event-access.ts); others' events get 404.
 */
export const hostRoutes = new Hono<AppEnv>()
  .get(
    "/:event_id/hosts",
    responds(200, Hosts),
    requireUserAndEvent,
    validate("param", EventIdParam),
    async (c) => {
      const { event } = await eventOf(c, c.req.valid("param").event_id, "own-read");
      return c.json(await listHosts(c.var.db, event, new Date()));
    },
  )
  /**
   * An address whose account proved it by a mailed link hosts at once (201 `added`); any other
   * is mailed an invitation (202 `invited`), and asking again replaces its token and role. An
   * account that only signed up with the address is no proof: anyone can sign up with anyone's.
   */
  .post(
    "/:event_id/hosts",
    responds(201, HostAdded, "The account hosts at once (status added)"),
    responds(
      202,
      HostAdded,
      "The address has no account, or one that never proved it, and was mailed an invitation (status invited)",
    ),
    requireUserAndEvent,
    validate("param", EventIdParam),
    validate("json", HostAdd),
    async (c) => {
      const { event } = await eventOf(c, c.req.valid("param").event_id, "own");
      const { email, role } = c.req.valid("json");
      if (email === c.var.user.email) throw new ApiError("host_is_owner");
      const actor = actorOf(c);
      const account = await getUserByEmail(c.var.db, email);
      if (account?.emailProvenAt) {
        const host = await addHost(c.var.db, event, account, role, actor);
        return c.json({ status: "added" as const, host }, 201);
      }
      // The owner herself is refused above by address; by account too, whatever it proved.
      if (account?.id === event.ownerId) throw new ApiError("host_is_owner");
      await countWrite(c.env.DB, "invitationSender", c.var.user.id);
      await countWrite(c.env.DB, "invitationEmail", email);
      const { invitation, token } = await inviteHost(
        c.var.db,
        c.var.config.secretKey,
        event,
        email,
        role,
        actor,
      );
      const origin = publicOrigin(c.env, c.req.url);
      mailInvitation(
        c,
        email,
        {
          inviter: actorLabel(c.var.user),
          title: event.title,
          role,
          // The invited address too, for the sign-up form to start from (it says to use it).
          link: `${origin}/signup#${new URLSearchParams({ "host-invitation": token, email })}`,
        },
        event.language,
      );
      const reply = { status: "invited" as const, invitation, account_unproven: !!account };
      return c.json(reply, 202);
    },
  )
  .patch(
    "/:event_id/hosts/:user_id",
    responds(200, Host),
    requireUserAndEvent,
    validate("param", HostParam),
    validate("json", HostUpdate),
    async (c) => {
      const { event_id, user_id } = c.req.valid("param");
      const { event } = await eventOf(c, event_id, "own");
      const { role } = c.req.valid("json");
      const host = await changeHostRole(c.var.db, event.id, user_id, role, actorOf(c));
      // A socket carries the view of the role it was opened with (event-access.ts
      // `responseView`): those of the old role close, and a new ticket names the new one.
      await endLiveFor(c.env, event.id, user_id);
      return c.json(host);
    },
  )
  /**
   * The owner removes a host, or a host leaves (their own user_id): the one host route a
   * non-owner may call. Their next call is refused, and their live sockets close.
   */
  .delete(
    "/:event_id/hosts/:user_id",
    responds(200, Message),
    requireUserAndEvent,
    validate("param", HostParam),
    async (c) => {
      const { event_id, user_id } = c.req.valid("param");
      const leaving = user_id === c.var.user.id;
      const { event, role } = await eventOf(c, event_id, leaving ? "read" : "own");
      // The owner is no host to remove; a superuser reading without a role has nothing to leave.
      if (leaving && (role === "owner" || role === null)) throw new ApiError("host_not_found");
      const kind = leaving ? "host_left" : "host_removed";
      await removeHost(c.var.db, event.id, user_id, kind, actorOf(c));
      // After the row is gone: a socket reopened meanwhile needs a ticket, which is refused now.
      await endLiveFor(c.env, event.id, user_id);
      await hostEndSynced(c.var.db, event.id, user_id);
      return c.json({ message: leaving ? "Left the event" : "Host removed" });
    },
  )
  .delete(
    "/:event_id/host-invitations/:invitation_id",
    responds(200, Message),
    requireUserAndEvent,
    validate("param", InvitationParam),
    async (c) => {
      const { event_id, invitation_id } = c.req.valid("param");
      const { event } = await eventOf(c, event_id, "own");
      await withdrawInvitation(c.var.db, event.id, invitation_id, actorOf(c));
      return c.json({ message: "Host invitation withdrawn" });
    },
  )
  .get(
    "/:event_id/log",
    responds(200, EventLog),
    requireUserAndEvent,
    validate("param", EventIdParam),
    validate("query", Pagination),
    async (c) => {
      const { event } = await eventOf(c, c.req.valid("param").event_id, "own-read");
      const { skip, limit } = c.req.valid("query");
      return c.json(await readLog(c.var.db, event.id, skip, limit), 200, {
        "Cache-Control": "no-store",
      });
    },
  );
