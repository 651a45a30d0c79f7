import { describe, expect, it } from "vitest";
import { newUser } from "../../support/worker/api";
import { createEvent } from "../../support/worker/events";
import { callWorker, deployedEnv, incoming } from "../../support/worker/worker-fetch";

/**
 * Every absolute address the Worker gives out starts with one origin (worker/lib/public-origin.ts):
 * the calendar file's invite address here, as the shared link's card and the mails do.
 */
async function calendarText(eventId: string, environment: Cloudflare.Env) {
  const res = await callWorker(
    incoming(`http://rsvp.example.com/api/v1/events/${eventId}/calendar.ics`),
    environment,
  );
  expect(res.status).toBe(200);
  // Long lines are folded (RFC 5545): a line break and a space inside the address.
  return (await res.text()).replace(/\r\n /g, "");
}

describe("the public origin", () => {
  it("is https in production, whatever the request came in on", async () => {
    const { token } = await newUser();
    const event = await createEvent(token);
    const text = await calendarText(event.id, deployedEnv());
    expect(text).toContain(`https://rsvp.example.com/events/${event.id}/public`);
    expect(text).not.toContain("http://rsvp.example.com");
  });

  it("is APP_ORIGIN when it is set", async () => {
    const { token } = await newUser();
    const event = await createEvent(token);
    const text = await calendarText(event.id, {
      ...deployedEnv(),
      APP_ORIGIN: "https://moim.example.org",
    });
    expect(text).toContain(`https://moim.example.org/events/${event.id}/public`);
    expect(text).not.toContain("rsvp.example.com");
  });
});
