import { describe, expect, it } from "vitest";
import { mayAct } from "../../../worker/services/event-access";
import { api, newUser, provenUser, superuserToken, uniqueEmail } from "../../support/worker/api";
import { linkKey, passOf } from "../../support/worker/door";
import { createEvent, submit } from "../../support/worker/events";
import { addHost, postHost } from "../../support/worker/hosts";
import { submitVerified } from "../../support/worker/mail";
import { eventRoutes, validBody } from "../security/route-decisions";

/**
 * The route × role table (decision 0043): every organiser route, called by the event's owner, a
 * manager, a door keeper (checkin), a stranger and a superuser, answers 2xx exactly when the
 * access the route table names for it (route-decisions.ts) is granted to that role by
 * services/event-access.ts, and 404 otherwise. Each call gets an event of its own, with a
 * response, a third host and an invitation to act on, and a valid body: only the role decides.
 */

type Caller = "owner" | "manager" | "checkin" | "stranger" | "superuser";
const CALLERS: Caller[] = ["owner", "manager", "checkin", "stranger", "superuser"];

async function people() {
  const [owner, manager, checkin, stranger, helper] = await Promise.all([
    newUser({ full_name: "김주최" }),
    provenUser({ full_name: "이운영" }),
    provenUser({ full_name: "문지기" }),
    newUser(),
    provenUser(),
  ]);
  return { owner, manager, checkin, stranger, helper, superuser: await superuserToken() };
}
type People = Awaited<ReturnType<typeof people>>;

/** An event of the owner's with its hosts and what the route's path and body need. */
async function fixtureFor(who: People, method: string, template: string) {
  const event = await createEvent(who.owner.token, { max_guests: 2 });
  await addHost(who.owner.token, event.id, who.manager.email, "manager");
  await addHost(who.owner.token, event.id, who.checkin.email, "checkin");
  await addHost(who.owner.token, event.id, who.helper.email, "checkin");
  let responseId = crypto.randomUUID();
  let pass: string | undefined;
  if (template.includes(":response_id") || template.endsWith("/check-in")) {
    // The mail route needs an address the invitee verified; the others any attending one.
    const reply = template.endsWith("/email")
      ? await submitVerified(event.id, { name: "손님", status: "attending" }, uniqueEmail("guest"))
      : ((await (await submit(event.id, { name: "손님", status: "attending" })).json()) as {
          response: { id: string };
        });
    responseId = reply.response.id;
    pass = await passOf(event.id, await linkKey(event.id, "손님"));
  }
  let invitationId = crypto.randomUUID();
  if (template.includes(":invitation_id")) {
    const res = await postHost(who.owner.token, event.id, uniqueEmail("pending"), "manager");
    invitationId = ((await res.json()) as { invitation: { id: string } }).invitation.id;
  }
  if (method === "PUT" && template.endsWith("/announcement")) {
    const sent = await api(`/events/${event.id}/announcement`, {
      method: "POST",
      token: who.owner.token,
      json: { message: "첫 공지" },
    });
    expect(sent.status).toBe(201);
  }
  const path = template
    .replace("/api/v1", "")
    .replace(":event_id", event.id)
    .replace(":response_id", responseId)
    .replace(":user_id", who.helper.id)
    .replace(":invitation_id", invitationId);
  const query = template.endsWith("/admin-delete") ? `?event_id=${event.id}` : "";
  return { path: `${path}${query}`, body: validBody(method, template, pass) };
}

const tokenOf = (who: People, caller: Caller) =>
  caller === "superuser" ? who.superuser : who[caller].token;

describe("the route × role table", () => {
  it("lets each role reach exactly the organiser routes its access allows", async () => {
    const who = await people();
    const routes = eventRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const answers: string[] = [];
    const expected: string[] = [];
    for (const { route, access } of routes) {
      const [method, template] = route.split(" ");
      const calls = CALLERS.map(async (caller) => {
        const { path, body } = await fixtureFor(who, method, template);
        const res = await api(path, { method, token: tokenOf(who, caller), ...body });
        const allowed = mayAct(
          caller === "stranger" || caller === "superuser" ? null : caller,
          caller === "superuser",
          access,
        );
        const status = res.status;
        const text = await res.text();
        answers.push(`${route} as ${caller}: ${status >= 200 && status < 300 ? "2xx" : status}`);
        expected.push(`${route} as ${caller}: ${allowed ? "2xx" : 404}`);
        if (!allowed && status === 404)
          expect(JSON.parse(text).code, route).toBe("event_not_found");
      });
      await Promise.all(calls);
    }
    expect(answers.sort()).toEqual(expected.sort());
  });
});
