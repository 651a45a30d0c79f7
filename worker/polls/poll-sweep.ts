import { createDb } from "../db/client";
import { configOf } from "../lib/config";
import { errorText } from "../lib/log-text";
import { createMailSender } from "../lib/mail";
import { sendPollInvitations } from "./invitations";
import { erasePollVoters } from "./poll-erasure";

/**
 * The minute's sweep for polls (worker/index.ts `scheduled`): voters whose retention is over are
 * forgotten (./poll-erasure.ts), and closed polls' invitations that a crash or a failed mail
 * left unsent go. A quiet minute costs two indexed queries (partial indexes on both).
 */
export async function sweepPolls(env: Env): Promise<void> {
  const config = configOf(env);
  try {
    await erasePollVoters(env.DB, Date.now());
    await sendPollInvitations(
      env.DB,
      {
        mail: createMailSender(env, config, createDb(env.DB)),
        secretKey: config.secretKey,
        vapid: config.vapid,
      },
      Date.now(),
    );
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "poll invitations sweep", error: errorText(error) }),
    );
  }
}
