import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  VOTE_ACTION_FIELD,
  VOTE_FORM_ID,
  type VoteAction,
  type VoteField,
  type VoteFormReply,
} from "#contract/poll-page";
import type { PollPublicView } from "#contract/polls";
import { RESPONSE_LIMITS } from "#contract/response-rules";
import { m } from "#messages";
import { networkErrorText } from "../../../../lib/network-text";
import { newerView, pollKeys } from "../poll-query";
import { type PushPick, pickedSubscription } from "../vote-push";
import { voteActionOf, votedIn } from "../vote-values";
import { DateList } from "./date-list";
import type { PushChoice as PushChoiceType } from "./push-choice";
import { VoteReply } from "./vote-reply";

/** The field a problem sends the reader to: the first date's answers for `choices`. */
function focusField(form: HTMLFormElement, field: VoteField | null) {
  const target =
    field === "choices"
      ? form.querySelector<HTMLInputElement>('input[type="radio"]')
      : field && form.querySelector<HTMLInputElement>(`[name="${field}"]`);
  target?.focus();
}

/** The reply when the sending code cannot be fetched (the connection dropped): try again. */
const offline = (action: VoteAction): VoteFormReply => ({
  status: 0,
  ok: false,
  action,
  text: networkErrorText(),
  field: null,
});

/**
 * The push box's component, fetched once the app runs: the page's first load carries none of
 * the subscribing code, and the page the Worker rendered, which cannot subscribe, has no box.
 */
function usePushChoice(): typeof PushChoiceType | null {
  const [loaded, setLoaded] = useState<{ Choice: typeof PushChoiceType } | null>(null);
  useEffect(() => {
    let left = false;
    import("./push-choice").then(
      ({ PushChoice }) => {
        if (!left) setLoaded({ Choice: PushChoice });
      },
      // Not fetched (offline): the form votes without the box, as it does without the app.
      () => {},
    );
    return () => {
      left = true;
    };
  }, []);
  return loaded?.Choice ?? null;
}

type Props = {
  view: PollPublicView;
  readerZone: string | null;
  /** The reply to the form the browser posted itself (the page route's action data). */
  reply?: VoteFormReply;
};

/**
 * The poll's dates with their answers to pick, and who votes: one form for a vote, its change
 * and taking it back (the button pressed says which). Before the app runs, or without it, the
 * browser posts it to the page, whose route action answers (web/app/routes/poll-public.tsx);
 * with the app, the same fields go through the same checks to the same route by fetch.
 */
export function VoteForm({ view, readerZone, reply: served }: Props) {
  const queryClient = useQueryClient();
  const [reply, setReply] = useState(served);
  const [pending, setPending] = useState(false);
  const [push, setPush] = useState<PushPick>("untouched");
  const PushChoice = usePushChoice();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const typed = served?.typed;
  const marked = (field: VoteField) => reply?.ok === false && reply.field === field;

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const fields = new FormData(form);
    // The button pressed is part of the form's data only in a native post.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === VOTE_ACTION_FIELD) fields.set(VOTE_ACTION_FIELD, submitter.value);
    const action = voteActionOf(fields);
    const voted = votedIn(
      fields,
      view.options.map((option) => option.id),
    );
    setPending(true);
    const sent = await import("../vote-sending")
      .then(({ sendVoteForm }) => sendVoteForm(action, voted, view.id, pickedSubscription(push)))
      .catch(() => null);
    setPending(false);
    // The sending code could not be fetched: nothing was sent.
    const next = sent?.reply ?? offline(action);
    if (sent?.poll) {
      const poll = sent.poll;
      queryClient.setQueryData<PollPublicView>(pollKeys.publicView(view.id), (current) =>
        newerView(current, poll),
      );
    }
    setReply(next);
    if (!next.ok) focusField(form, next.field);
  };

  const input = (field: "name" | "password" | "notify_email") =>
    `input w-full text-base ${marked(field) ? "input-error" : ""}`;

  return (
    <form
      ref={formRef}
      id={VOTE_FORM_ID}
      noValidate
      // Posted to the page itself before the app runs; never a GET, which would put the
      // password in the address. The answered page opens at the form, whose top says how it went.
      method="post"
      action={`#${VOTE_FORM_ID}`}
      onSubmit={send}
      className="flex scroll-mt-20 flex-col gap-4"
      data-testid="vote-form"
    >
      {reply && <VoteReply reply={reply} />}
      <DateList
        view={view}
        readerZone={readerZone}
        picking={{ initial: typed?.choices ?? {}, invalid: marked("choices") }}
      />

      <section className="card bg-base-100 shadow-sm" aria-labelledby={`${ids}-who`}>
        <div className="card-body gap-3 p-4 sm:p-6">
          <h2 id={`${ids}-who`} className="card-title text-lg">
            {m.poll_page_form_title()}
          </h2>
          <div className="fieldset gap-1 p-0">
            <label className="fieldset-legend pt-0 pb-1" htmlFor={`${ids}-name`}>
              {m.poll_page_name()}
            </label>
            <input
              id={`${ids}-name`}
              name="name"
              autoComplete="name"
              maxLength={RESPONSE_LIMITS.nameMax * 2}
              defaultValue={typed?.name}
              aria-invalid={marked("name") || undefined}
              className={input("name")}
            />
          </div>
          <div className="fieldset gap-1 p-0">
            <label className="fieldset-legend pt-0 pb-1" htmlFor={`${ids}-password`}>
              {m.poll_page_password()}
            </label>
            <input
              id={`${ids}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              aria-invalid={marked("password") || undefined}
              aria-describedby={`${ids}-password-hint`}
              className={input("password")}
            />
            <p id={`${ids}-password-hint`} className="label whitespace-normal">
              {m.poll_page_password_hint({
                min: RESPONSE_LIMITS.passwordMin,
                max: RESPONSE_LIMITS.passwordMax,
              })}
            </p>
          </div>
          <div className="fieldset gap-1 p-0">
            <label className="fieldset-legend pt-0 pb-1" htmlFor={`${ids}-email`}>
              {m.poll_page_email()}{" "}
              <span className="font-normal text-base-content/60">{m.poll_page_optional()}</span>
            </label>
            <input
              id={`${ids}-email`}
              name="notify_email"
              type="email"
              inputMode="email"
              autoComplete="email"
              defaultValue={typed?.notify_email}
              aria-invalid={marked("notify_email") || undefined}
              aria-describedby={`${ids}-email-hint`}
              className={input("notify_email")}
            />
            <p id={`${ids}-email-hint`} className="label whitespace-normal">
              {m.poll_page_email_hint()}
            </p>
          </div>
          {PushChoice && <PushChoice pick={push} onPick={setPush} pending={pending} />}
          <button
            type="submit"
            name={VOTE_ACTION_FIELD}
            value="create"
            className="btn btn-primary"
            disabled={pending}
          >
            {pending && <span className="loading loading-sm" />}
            {m.poll_page_submit_create()}
          </button>
          <p className="text-sm text-base-content/70">{m.poll_page_change_intro()}</p>
          <div className="flex gap-2">
            <button
              type="submit"
              name={VOTE_ACTION_FIELD}
              value="modify"
              className="btn flex-1"
              disabled={pending}
            >
              {m.poll_page_submit_modify()}
            </button>
            <button
              type="submit"
              name={VOTE_ACTION_FIELD}
              value="delete"
              className="btn btn-ghost flex-1 text-error"
              disabled={pending}
            >
              {m.poll_page_submit_delete()}
            </button>
          </div>
        </div>
      </section>
    </form>
  );
}
