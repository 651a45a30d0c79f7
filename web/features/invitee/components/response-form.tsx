import { useEffect, useId, useRef, useState } from "react";
import { seatCountsOf } from "#contract/guest-list";
import {
  FORM_MODE_FIELD,
  formPageSearch,
  INVITE_FORM_ID,
  type FormReply as Reply,
} from "#contract/invite-form";
import type { EventPublicView } from "#contract/public-view";
import {
  nameKey,
  RESPONSE_LIMITS,
  type SeatCounts,
  seatsOf,
  seatsTaken,
} from "#contract/response-rules";
import { m } from "#messages";
import { useResponseForm } from "../hooks/use-response-form";
import { type FormMode, formChoices } from "../public-response-rules";
import type { Linked } from "../response-link";
import { loadedAnswering } from "../sending/load-answering";
import { ResponseFields } from "./response-fields";
import { type FormRequest, repliedValues, typedIn, valuesOf } from "./response-form-values";
import { StateLink } from "./state-link";
import { privacyPart, reminderPart, replyPart } from "./state-parts";

export type { FormRequest };

type ResponseFormProps = {
  eventId: string;
  view: EventPublicView;
  request: FormRequest;
  onRequest: (request: Omit<FormRequest, "nonce">) => void;
  /** The ids of this browser's responses, to pick the right one when names repeat. */
  mine: Set<string>;
  /** The response a personal link opened on this page, if any. */
  linked?: Linked | null;
  /** The reply to the form the browser posted itself, which the page opened with. */
  reply?: Reply | null;
  /** The reader has started on the form (a field or button focused). */
  onAnswer?: () => void;
  /** Where the browser posts it before the app runs, when not to the page itself. */
  action?: string;
};

/**
 * Why a sign-up of `seats` would wait: the seats are taken, others wait first (nobody passes
 * them), or the party is bigger than the seats left (it waits whole).
 */
function whyWaiting(counts: SeatCounts, seats: number): string {
  const left = (counts.max_participants ?? 0) - seatsTaken(counts);
  if (left <= 0) return m.invitee_why_full();
  if (counts.waiting_count > 0) return m.invitee_why_others_wait();
  return m.invitee_why_party_too_big({ left, seats });
}

const TITLES: Record<FormMode, () => string> = {
  new: m.invitee_form_title_new,
  edit: m.invitee_form_title_edit,
  delete: m.invitee_form_title_delete,
};

/**
 * The join form: modes new and delete have buttons; edit is opened from a participant's row or
 * from '내 응답'. A new sign-up is offered only 참석 while its seats (the person and their
 * guests) are free, and only 대기 신청 once they are not; the choice follows the live snapshot
 * and the guests chosen. Opened with a posted form's reply, it says it at its top, with what was
 * typed put back and the refused fields marked, on the server's render and in the app alike.
 */
export function ResponseForm({
  eventId,
  view,
  request,
  onRequest,
  mine,
  linked,
  reply = null,
  onAnswer,
  action = `#${INVITE_FORM_ID}`,
}: ResponseFormProps) {
  const { mode } = request;
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const replied = request.nonce === 0 ? reply : null;
  const { form, problem, setProblem, outcome, setOutcome, pending, send } = useResponseForm(
    eventId,
    {
      onSuccess: () => onRequest({ mode: "new", answered: true }),
      initial: repliedValues(request, replied),
    },
  );
  // The fields a refused post was refused for, marked until the person types again (its words
  // are the reply's, at the top).
  const [refused, setRefused] = useState(() =>
    replied && !replied.ok ? { field: replied.field, answers: replied.refusedAnswers } : null,
  );
  // What the question fields open with: a refused post's answers, or the request's (each kept
  // as it is, since a new one starts the fields afresh).
  const [repliedGiven] = useState(() => replied?.typed && { answers: replied.typed.answers });
  const given = (request.nonce === 0 && repliedGiven) || request;
  const page = `/events/${eventId}/public`;

  // A new request (mode button, a row's '수정', '내 응답') starts the form afresh. The first
  // render instead adopts what the fields already hold: typed on the server's page before the
  // app took over (a slow phone), or put back after a refused post.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the nonce alone marks a new request.
  useEffect(() => {
    if (request.nonce === 0) {
      if (formRef.current) form.reset(typedIn(new FormData(formRef.current)));
      return;
    }
    form.reset(valuesOf(request));
    setProblem(null);
    setRefused(null);
    if (!request.answered) setOutcome(null);
    // A change, a cancellation, or a sign-up again under the name just cancelled.
    if (request.mode !== "new" || request.name) {
      formRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      form.setFocus(request.name ? "password" : "name");
    }
  }, [request.nonce]);

  const seats = seatsOf({ guests: Number(form.watch("guests")) });
  // Under `guest_list` `hidden` they stand in for counts the page is not told.
  const counts = seatCountsOf(view);
  const held = { name: form.watch("name"), guests: form.watch("guests") };
  const choices = formChoices(mode, view, held, mine, request.status);

  // A change or cancellation needs no password with the response's key: the one '내 응답' keeps
  // on this browser, or the one the page's personal link brought.
  const holder = request.key ? request : linked;
  const key =
    holder?.key && mode !== "new" && nameKey(form.watch("name")) === nameKey(holder.name ?? "")
      ? holder.key
      : null;
  const full = choices[0]?.value === "waiting";
  const answered = request.answered ? outcome : null;
  // An outcome came through the answering code, which brings the words that show it.
  const Answered = answered && loadedAnswering()?.Answered;
  const submitLabel =
    mode === "delete"
      ? m.invitee_submit_delete()
      : mode === "edit"
        ? m.invitee_submit_edit()
        : full
          ? m.invitee_submit_wait()
          : m.invitee_submit_join();

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${ids}-title`}>
      <form
        ref={formRef}
        id={INVITE_FORM_ID}
        noValidate
        // Before the app takes over (or without JavaScript) the browser posts the form to the
        // page itself, whose route action answers it (web/app/routes/event-public.tsx); never a
        // native GET, which would put the password in the URL. The answered page opens at the
        // form, whose top says how it went.
        method="post"
        action={action}
        onSubmit={send(mode, view, choices, key, request.answers !== undefined)}
        onFocus={onAnswer}
        // A problem goes as soon as the person types again; a new one comes with the next try.
        onChange={() => {
          if (problem) setProblem(null);
          if (refused) setRefused(null);
        }}
        className="card-body scroll-mt-20 gap-3 p-5 sm:p-6"
        data-testid="response-form"
        data-mode={mode}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${ids}-title`} className="card-title text-lg">
            {TITLES[mode]()}
          </h2>
          <div className="join">
            <StateLink
              href={`${page}${formPageSearch("new")}`}
              className={`btn join-item btn-sm ${mode === "new" ? "btn-primary" : ""}`}
              current={mode === "new"}
              onFollow={() => onRequest({ mode: "new" })}
            >
              {m.invitee_mode_new()}
            </StateLink>
            <StateLink
              href={`${page}${formPageSearch("delete")}#${INVITE_FORM_ID}`}
              className={`btn join-item btn-sm ${mode === "delete" ? "btn-error" : ""}`}
              current={mode === "delete"}
              // The name typed, or else the response a personal link opened here.
              onFollow={() =>
                onRequest({ mode: "delete", name: form.getValues("name") || linked?.name })
              }
            >
              {m.invitee_mode_delete()}
            </StateLink>
          </div>
        </div>
        {/* What the form was showing, for its post before the app runs. */}
        <input type="hidden" name={FORM_MODE_FIELD} value={mode} />
        {/* How that post went, until the next request. */}
        {replied && <replyPart.Part reply={replied} />}

        {Answered && answered ? (
          <Answered
            outcome={answered}
            view={view}
            onAgain={(name) => onRequest({ mode: "new", name })}
          />
        ) : (
          <>
            {mode !== "new" &&
              (key ? (
                // In the password's place: nothing here asks for it.
                <p className="alert alert-info alert-soft text-sm" data-testid="opened-by-link">
                  {mode === "edit"
                    ? m.invitee_opened_by_link_edit()
                    : m.invitee_opened_by_link_delete()}
                </p>
              ) : (
                <p className="text-sm text-base-content/70">
                  {mode === "edit" ? m.invitee_edit_intro() : m.invitee_delete_intro()}
                </p>
              ))}

            <ResponseFields
              form={form}
              idPrefix={ids}
              problem={problem}
              choices={choices}
              passwordAutoComplete={mode === "new" ? "new-password" : "current-password"}
              byLink={key !== null}
              askNewPassword={mode === "edit"}
              maxGuests={view.max_guests}
              askEmail={mode === "new" ? "new" : "edit"}
              askStanding={mode === "new" && view.series_id != null}
              questions={view.questions}
              given={given}
              refused={refused}
              passwordHint={
                mode === "new"
                  ? m.invitee_password_hint({
                      min: RESPONSE_LIMITS.passwordMin,
                      max: RESPONSE_LIMITS.passwordMax,
                    })
                  : undefined
              }
              choiceHint={
                mode === "new" && (
                  <p className="label whitespace-normal" data-testid="seat-hint">
                    {full
                      ? `${whyWaiting(counts, seats)} ${view.promotion === "offer" ? m.invitee_waitlist_then_offer() : m.invitee_waitlist_then_promote()}`
                      : m.invitee_seats_left()}{" "}
                    {/* The first answer asks for a seat only (the spec's): how to say no. */}
                    {m.invitee_cannot_come()}
                  </p>
                )
              }
            />
            {mode !== "delete" && <reminderPart.Part view={view} />}

            <div className="mt-1 flex flex-col gap-2 sm:flex-row-reverse">
              <button
                type="submit"
                className={`btn sm:flex-1 ${mode === "delete" ? "btn-error" : "btn-primary"}`}
                disabled={pending}
              >
                {pending && <span className="loading loading-sm" />}
                {submitLabel}
              </button>
              {mode !== "new" && (
                <StateLink
                  href={`${page}${formPageSearch("new")}`}
                  className="btn btn-ghost"
                  onFollow={() => onRequest({ mode: "new" })}
                >
                  {m.invitee_back()}
                </StateLink>
              )}
            </div>
            {mode !== "delete" && <privacyPart.Part view={view} />}
          </>
        )}
      </form>
    </section>
  );
}
