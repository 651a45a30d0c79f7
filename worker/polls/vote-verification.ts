import type { Context } from "hono";
import { requestLanguage } from "#i18n/request-language";
import type { AppEnv } from "../context";
import { errorText } from "../lib/log-text";
import { publicOrigin } from "../lib/public-origin";
import { admitVerification } from "../lib/verification-limit";
import { pollLinkPath } from "./poll-link-path";
import { addressBinding, signPollLink } from "./poll-links";
import type { PollRead } from "./poll-reads";
import { voteVerificationMail } from "./voter-mail";

/**
 * Mails a voter's new address its verification link, within the verification mails an address
 * and a source may get (lib/verification-limit.ts, shared with invitees'). Held back or failed,
 * the vote keeps the address unconfirmed; changing the vote with the same address asks again.
 */
export async function sendVoteVerification(
  c: Context<AppEnv>,
  read: PollRead,
  vote: { id: string; name: string; language?: string },
  address: string,
) {
  const { config } = c.var;
  const now = Date.now();
  try {
    const admitted = await admitVerification(
      c.env.DB,
      config.secretKey,
      address,
      c.var.source,
      now,
    );
    if (!admitted.admitted) return;
    const token = await signPollLink(
      {
        pollId: read.poll.id,
        voteId: vote.id,
        action: "verify",
        binds: await addressBinding(address),
      },
      now,
      config.secretKey,
    );
    const link = `${publicOrigin(c.env, c.req.url)}${pollLinkPath(read.poll.id, token)}`;
    const language = requestLanguage(c.req.raw);
    await c.var.mail.send(
      voteVerificationMail(address, { title: read.poll.title, name: vote.name, link }, language),
    );
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        msg: "poll verification mail failed",
        error: errorText(error),
      }),
    );
  }
}
