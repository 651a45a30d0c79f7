import { useState } from "react";
import type { ResponseField } from "#contract/response-rules";
import type { ResponsePublic } from "#contract/responses";
import { m } from "#messages";
import { EmailAddress } from "../../../components/ui/email-address";
import { refusedWith } from "../../../lib/error-detail";
import { FIELD_PROBLEM_TEXT } from "../../../lib/error-text";
import { networkErrorText } from "../../../lib/network-text";
import { Icon, keepKey, loadAnswering, useChannels } from "../../invitee";
import { type Proof, setNotifyEmail } from "../mail-address";
import { MailForm, type MailMode } from "./mail-form";

const MAIL =
  "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6";

type Problem = { text: string; field: ResponseField | null };
type Step =
  | { step: "idle"; note: string | null; problem: string | null }
  | { step: "acting" }
  | { step: "form"; mode: MailMode; pending: boolean; problem: Problem | null };

const IDLE: Step = { step: "idle", note: null, problem: null };

const DONE: Record<MailMode, () => string> = {
  add: m.account_mail_sent,
  change: m.account_mail_sent,
  resend: m.account_mail_resent,
  remove: m.account_mail_removed,
};

/** A refusal in the forms' words, with the field it is about (a wrong password, a bad address). */
async function problemOf(error: unknown): Promise<Problem> {
  const answering = await loadAnswering().catch(() => null);
  return answering?.refusalProblem(error, "modify") ?? { text: networkErrorText(), field: null };
}

/**
 * Mail as a channel for one of this browser's responses (decision 0025), in every browser: set an
 * address, or see it (its holder alone gets it from the server) and mail its verification again,
 * replace it or remove it. With the key this browser keeps, re-sending and removing are one tap;
 * otherwise, and for a new address, the response's password is asked (never kept).
 */
export function MailControl({
  eventId,
  response,
  entryKey,
  closed,
}: {
  eventId: string;
  response: ResponsePublic;
  entryKey?: string;
  /** Responses are closed: the server takes no change, so nothing is offered. */
  closed: boolean;
}) {
  const notify = useChannels(eventId, response.id);
  const [state, setState] = useState<Step>(IDLE);
  if (closed) return null;
  const email = notify?.email ?? null;

  /** Sends the change; returns the problem if it was refused. */
  const send = async (mode: MailMode, proof: Proof, typed = ""): Promise<Problem | null> => {
    if ((mode === "add" || mode === "change") && !typed.trim()) {
      return { text: FIELD_PROBLEM_TEXT.email_invalid, field: "notify_email" };
    }
    const address = mode === "remove" ? null : mode === "resend" ? email : typed.trim();
    try {
      await setNotifyEmail(eventId, response, proof, address);
      setState({ step: "idle", note: DONE[mode](), problem: null });
      return null;
    } catch (error) {
      // A key the room no longer knows: forgotten, so the next try asks for the password.
      if ("key" in proof && refusedWith(error, "response_link_invalid")) {
        keepKey(eventId, response.id, null);
      }
      return problemOf(error);
    }
  };

  /** Re-sending and removing need nothing typed: one tap with the key, else the password. */
  const act = async (mode: "resend" | "remove") => {
    if (!entryKey) {
      setState({ step: "form", mode, pending: false, problem: null });
      return;
    }
    setState({ step: "acting" });
    const problem = await send(mode, { key: entryKey });
    if (problem) setState({ step: "idle", note: null, problem: problem.text });
  };

  if (state.step === "form") {
    const { mode } = state;
    return (
      <MailForm
        mode={mode}
        askPassword={!entryKey}
        pending={state.pending}
        problem={state.problem}
        onSubmit={async (typed, password) => {
          setState({ step: "form", mode, pending: true, problem: null });
          const proof: Proof = entryKey ? { key: entryKey } : { password };
          const problem = await send(mode, proof, typed);
          if (problem) setState({ step: "form", mode, pending: false, problem });
        }}
        onClose={() => setState(IDLE)}
      />
    );
  }

  const busy = state.step === "acting";
  const open = (mode: MailMode) => () =>
    setState({ step: "form", mode, pending: false, problem: null });
  return (
    <div className="flex w-full flex-wrap items-center gap-2" data-testid="mail-control">
      {email ? (
        <>
          <span className="min-w-0 text-sm font-medium" data-testid="notify-email">
            <EmailAddress email={email} />
          </span>
          {notify?.email_verified === false && (
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => void act("resend")}
              disabled={busy}
            >
              {busy && <span className="loading loading-sm" />}
              {m.account_mail_resend()}
            </button>
          )}
          <button type="button" className="btn btn-ghost btn-sm" onClick={open("change")}>
            {m.account_mail_change()}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm text-error"
            onClick={() => void act("remove")}
            disabled={busy}
          >
            {m.account_mail_remove()}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-sm btn-outline" onClick={open("add")}>
          <Icon path={MAIL} className="size-4" />
          {m.account_mail_add()}
        </button>
      )}
      {/* What was done, until the address it was about is verified (the line says so then). */}
      {state.step === "idle" && state.note && !notify?.email_verified && (
        <p role="status" className="w-full text-sm text-base-content/70">
          {state.note}
        </p>
      )}
      {state.step === "idle" && state.problem && (
        <p role="alert" className="w-full text-sm text-error" data-testid="mail-problem">
          {state.problem}
        </p>
      )}
    </div>
  );
}
