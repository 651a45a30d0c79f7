import type { NotifyState } from "#contract/notify";
import { modifyMyResponse, modifyResponse, rememberChannels } from "../invitee";

/** What proves the response is the holder's: the key this browser keeps, or its password. */
export type Proof = { key: string } | { password: string };

/**
 * Sets, replaces, re-sends or removes a response's notification address: a change of that one
 * field (decision 0025). A new address, or the same one still unverified, is mailed a
 * verification; null removes it. The reply's channels are remembered for '내 응답'.
 */
export async function setNotifyEmail(
  eventId: string,
  response: { id: string; name: string },
  proof: Proof,
  email: string | null,
): Promise<NotifyState> {
  const reply =
    "key" in proof
      ? await modifyMyResponse(eventId, proof.key, { notify_email: email })
      : await modifyResponse(eventId, response.name, {
          password: proof.password,
          notify_email: email,
        });
  rememberChannels(eventId, reply.response.id, reply.notify);
  return reply.notify;
}
