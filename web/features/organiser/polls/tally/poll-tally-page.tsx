import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { leadingOptions, pollTakesVotes } from "#contract/poll-rules";
import type { PollDetail } from "#contract/polls";
import { m } from "#messages";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { LiveIndicator } from "../../../../components/ui/live-indicator";
import { StaleNotice } from "../../../../components/ui/stale-notice";
import { shownDate } from "../../../../lib/dates";
import { EventErrorState } from "../../components/event-error-state";
import { useDeletePoll } from "../api/delete-poll";
import { pollQuery } from "../api/poll-queries";
import { PollFormDialog } from "../form/poll-form-dialog";
import { ClosePollDialog } from "./close-poll-dialog";
import { OptionTallies } from "./option-tallies";
import { PollClosedCard } from "./poll-closed-card";
import { PollLinkCard } from "./poll-link-card";
import { useLivePoll } from "./use-live-poll";
import { VotersTable } from "./voters-table";

type PollOption = PollDetail["options"][number];

/**
 * /polls/{id}/tally: the organiser's live view of a date poll: each date's counts with the
 * leading ones marked, who answered what, the link to share; changing it, deleting it, and
 * closing it on a date, which makes the event.
 */
export function PollTallyPage() {
  const { pollId = "" } = useParams();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const navigate = useNavigate();
  const poll = useQuery(pollQuery(pollId));
  const live = useLivePoll(poll.data ? pollId : undefined);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [choosing, setChoosing] = useState<PollOption | null>(null);
  const remove = useDeletePoll({ onSuccess: () => navigate("/") });

  if (poll.isError && poll.data === undefined) {
    return (
      <div className="mx-auto max-w-4xl">
        <EventErrorState error={poll.error} onRetry={() => void poll.refetch()} />
      </div>
    );
  }
  if (!poll.data) return <div className="skeleton mx-auto h-64 max-w-4xl" aria-busy="true" />;

  const details = poll.data;
  // Past its retention a poll keeps its counts only: nothing is left to change or close.
  const closed = details.closed_at !== null || details.erased_at !== null;
  const open = details.erased_at === null && pollTakesVotes(details, Date.now());
  const leading = leadingOptions(details.options);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <Link
        to="/"
        className="link link-hover inline-flex w-fit items-center text-sm text-base-content/70 pointer-coarse:min-h-11"
      >
        {m.poll_org_back()}
      </Link>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge badge-soft badge-primary">{m.poll_org_badge()}</span>
          <span className={`badge ${open ? "badge-success" : "badge-ghost"} badge-soft`}>
            {closed
              ? m.poll_org_state_closed()
              : open
                ? m.poll_org_state_open()
                : m.poll_org_state_ended()}
          </span>
          {!closed && <LiveIndicator status={live} />}
        </div>
        <h1 className="text-2xl font-bold wrap-anywhere">{details.title}</h1>
        {details.location && (
          <p className="text-base-content/80 wrap-anywhere">{details.location}</p>
        )}
        {details.description && (
          <p className="whitespace-pre-line text-base-content/70 wrap-anywhere">
            {details.description}
          </p>
        )}
        <p className="text-sm text-base-content/70">
          {m.poll_org_voter_count({ count: details.voter_count })}
          {details.deadline &&
            ` · ${m.poll_org_deadline({ when: shownDate(details.deadline, details.time_zone, "weekday") })}`}
        </p>
        {!closed && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm" onClick={() => setEditing(true)}>
              {m.poll_org_edit()}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-ghost text-error"
              onClick={() => setDeleting(true)}
            >
              {m.poll_org_delete()}
            </button>
          </div>
        )}
      </header>
      <StaleNotice query={poll} />
      {closed ? (
        <PollClosedCard poll={details} />
      ) : (
        <PollLinkCard pollId={pollId} created={created} />
      )}

      <section className="flex flex-col gap-3" aria-labelledby="poll-tally-title">
        <h2 id="poll-tally-title" className="text-lg font-semibold">
          {m.poll_org_tally_title()}
        </h2>
        {!closed && <p className="text-sm text-base-content/70">{m.poll_org_tally_help()}</p>}
        <OptionTallies
          poll={details}
          leading={closed ? [] : leading}
          onChoose={closed ? undefined : setChoosing}
        />
      </section>

      <section className="flex flex-col gap-3" aria-labelledby="poll-voters-title">
        <h2 id="poll-voters-title" className="text-lg font-semibold">
          {m.poll_org_voters_title()}
        </h2>
        {details.erased_at !== null && (
          <p className="text-sm text-base-content/70">{m.poll_org_erased()}</p>
        )}
        <VotersTable poll={details} />
      </section>

      <PollFormDialog open={editing} poll={details} onClose={() => setEditing(false)} />
      <ClosePollDialog poll={details} option={choosing} onClose={() => setChoosing(null)} />
      <ConfirmDialog
        open={deleting}
        title={m.poll_org_delete_title()}
        body={
          <>
            <p className="font-semibold wrap-anywhere">{details.title}</p>
            <p>{m.poll_org_delete_confirmation()}</p>
          </>
        }
        confirmLabel={m.poll_org_delete()}
        cancelLabel={m.organiser_form_cancel()}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(pollId)}
        onClose={() => setDeleting(false)}
      />
    </div>
  );
}
