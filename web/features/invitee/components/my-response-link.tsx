import { useId, useRef, useState } from "react";
import type { ResponsePublic } from "#contract/responses";
import { m } from "#messages";
import { createResponseLink } from "../api/response-calls";
import { keepKey } from "../my-responses/write";
import { KEY_PREFIX } from "../response-link";
import { loadAnswering } from "../sending/load-answering";
import { ResponseLinkNote } from "./response-link-note";
import { ResponseLinkQr } from "./response-link-qr";

/** The invite page's address with the key in its fragment (response-link.ts says why). */
const responseLinkOf = (origin: string, eventId: string, key: string) =>
  `${origin}/events/${eventId}/public${KEY_PREFIX}${key}`;

type Step =
  | { step: "closed" }
  | { step: "asking"; pending: boolean; problem: string | null }
  | { step: "made"; key: string; link: string; copied: boolean };

/**
 * '내 응답 링크' for one of this browser's responses: with its password (never stored here), a
 * private link that opens the response on any device, ready to change or cancel without the
 * password; copy and share. Making a new one stops the last one. The browser keeps the key of
 * the link it made, or got with its sign-up (decision 0018): the link then shows at once, and a
 * line says that it is kept here and forgets it on request (a shared phone).
 */
export function MyResponseLink({
  eventId,
  response,
  held,
  kept = true,
}: {
  eventId: string;
  response: ResponsePublic;
  /** The key this browser keeps for the response, if any. */
  held?: string;
  /** False when `held` is the key of the link this page was opened by, which only the tab keeps. */
  kept?: boolean;
}) {
  const ids = useId();
  const [state, setState] = useState<Step>({ step: "closed" });
  const [password, setPassword] = useState("");
  // Closing the box hands focus back to the button that opened it, not to the page's top.
  const closing = useRef(false);
  const opener = (button: HTMLButtonElement | null) => {
    if (button && closing.current) button.focus();
    closing.current = false;
  };

  if (state.step === "closed") {
    const open = () =>
      setState(
        held
          ? {
              step: "made",
              key: held,
              link: responseLinkOf(location.origin, eventId, held),
              copied: false,
            }
          : { step: "asking", pending: false, problem: null },
      );
    return (
      <>
        <button ref={opener} type="button" className="btn btn-sm btn-outline" onClick={open}>
          {m.invitee_my_link()}
        </button>
        {held && kept && (
          <div
            className="flex w-full flex-wrap items-center gap-2 text-xs text-base-content/70"
            data-testid="kept-key"
          >
            <p>{m.invitee_kept_key_note()}</p>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => keepKey(eventId, response.id, null)}
            >
              {m.invitee_forget_key()}
            </button>
          </div>
        )}
      </>
    );
  }

  const make = async (event: React.FormEvent) => {
    event.preventDefault();
    setState({ step: "asking", pending: true, problem: null });
    try {
      const { key } = await createResponseLink(eventId, response.name, password);
      // The last link stopped: the key this browser keeps is the new one.
      keepKey(eventId, response.id, key);
      setPassword("");
      setState({
        step: "made",
        key,
        link: responseLinkOf(location.origin, eventId, key),
        copied: false,
      });
    } catch (error) {
      const answering = await loadAnswering().catch(() => null);
      const problem = answering?.refusalProblem(error, "modify").text ?? null;
      setState({ step: "asking", pending: false, problem });
    }
  };

  const close = (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      onClick={() => {
        setPassword("");
        setState({ step: "closed" });
        closing.current = true;
      }}
    >
      {m.invitee_close()}
    </button>
  );

  return (
    <div className="w-full rounded-box border border-base-300 p-3" data-testid="my-response-link">
      <ResponseLinkNote renewable />
      {state.step === "asking" ? (
        <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={make} noValidate>
          <label className="flex min-w-0 grow flex-col gap-1 text-sm" htmlFor={`${ids}-password`}>
            {m.invitee_password()}
            <input
              id={`${ids}-password`}
              type="password"
              className={`input w-full text-base ${state.problem ? "input-error" : ""}`}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={state.problem ? true : undefined}
              aria-describedby={state.problem ? `${ids}-problem` : undefined}
            />
          </label>
          <button type="submit" className="btn btn-primary" disabled={state.pending}>
            {state.pending && <span className="loading loading-sm" />}
            {m.invitee_make_link()}
          </button>
          {close}
          {state.problem && (
            <p id={`${ids}-problem`} role="alert" className="w-full text-sm text-error">
              {state.problem}
            </p>
          )}
        </form>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <ResponseLinkQr eventId={eventId} linkKey={state.key} />
          <input
            // Compact for a mouse; 44 px tall on a touch screen, as every field (theme.css).
            className="input input-sm w-full font-mono text-xs"
            readOnly
            value={state.link}
            aria-label={m.invitee_my_link()}
            onFocus={(event) => event.target.select()}
          />
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() =>
              navigator.clipboard
                .writeText(state.link)
                .then(() => setState({ ...state, copied: true }))
                .catch(() => {})
            }
          >
            {state.copied ? m.invitee_copied() : m.invitee_copy_link()}
          </button>
          {typeof navigator.share === "function" && (
            <button
              type="button"
              className="btn btn-sm"
              onClick={() =>
                navigator.share({ title: m.invitee_my_link(), url: state.link }).catch(() => {})
              }
            >
              {m.invitee_share()}
            </button>
          )}
          {close}
        </div>
      )}
    </div>
  );
}
