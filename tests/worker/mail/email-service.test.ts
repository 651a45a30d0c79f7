import { describe, expect, it } from "vitest";
import { emailServiceSender, type Mail } from "../../../worker/lib/mail";

/**
 * The production sender against a binding that imitates Cloudflare Email Service's
 * `send_email` binding (the Workers API: `send({from, to, subject, html, text, headers})`,
 * https://developers.cloudflare.com/email-service/api/send-emails/workers-api/): what our
 * mails hand it, and that a refusal is not swallowed (the courier keeps such a mail queued).
 */

const mail: Mail = {
  to: "invitee@example.com",
  subject: "[모임 RSVP] 자리가 났어요",
  text: "text",
  html: "<p>html</p>",
  headers: {
    "List-Unsubscribe": "<https://rsvp.example/events/e/mail/t>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
};

function imitation(refuse?: Error) {
  const sent: unknown[] = [];
  const binding = {
    async send(message: unknown) {
      if (refuse) throw refuse;
      sent.push(message);
      return { messageId: "m-1" };
    },
  } as unknown as SendEmail;
  return { binding, sent };
}

describe("the Email Service sender", () => {
  it("hands the binding the sender, the mail and its unsubscribe headers", async () => {
    const { binding, sent } = imitation();
    await emailServiceSender(binding, "no-reply@rsvp.example").send(mail);
    expect(sent).toEqual([{ from: "no-reply@rsvp.example", ...mail }]);
  });

  it("lets a refusal through, so the mail stays queued and is tried again", async () => {
    const { binding } = imitation(new Error("E_RATE_LIMIT_EXCEEDED"));
    await expect(emailServiceSender(binding, "no-reply@rsvp.example").send(mail)).rejects.toThrow(
      "E_RATE_LIMIT_EXCEEDED",
    );
  });

  it("refuses to send without the binding", async () => {
    await expect(emailServiceSender(undefined, "no-reply@rsvp.example").send(mail)).rejects.toThrow(
      "EMAIL send_email binding",
    );
  });
});
