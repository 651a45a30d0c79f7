import { createDb } from "../db/client";
import { configOf } from "../lib/config";
import { errorText } from "../lib/log-text";
import { createMailSender } from "../lib/mail";
import { sendPollInvitations } from "./invitations";

/**
 * The minute's sweep (worker/index.ts `scheduled`): closed polls' invitations that a crash or a
 * failed mail left unsent. A quiet minute costs one indexed query (the partial index on unsent
 * rows).
 */
export async function sweepPollInvitations(env: Env): Promise<void> {
  const config = configOf(env);
  try {
    await sendPollInvitations(
      env.DB,
      createMailSender(env, config, createDb(env.DB)),
      config.secretKey,
      Date.now(),
    );
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "poll invitations sweep", error: errorText(error) }),
    );
  }
}
