import { useParams } from "react-router";
import type { VoteFormReply } from "#contract/poll-page";
import { pollTakesVotes } from "#contract/poll-rules";
import { m } from "#messages";
import { PublicShell } from "../../../../components/layouts/public-shell";
import { usePublicPoll } from "../use-public-poll";
import { useReaderZone } from "../use-reader-zone";
import { DateList } from "./date-list";
import { PollDecided } from "./poll-decided";
import { PollHeader } from "./poll-header";
import { PollMissing } from "./poll-missing";
import { VoteForm } from "./vote-form";
import { VoteReply } from "./vote-reply";

/**
 * /polls/{id}: a date poll as the people asked see it, phones first: the dates with their
 * counts and the leading ones marked, live; the form to vote while the poll takes votes; the
 * chosen date and its event once the organiser closed it.
 */
export function PollPage({ reply }: { reply?: VoteFormReply }) {
  const { pollId = "" } = useParams();
  const { view, live, missing, isLoading } = usePublicPoll(pollId);
  const readerZone = useReaderZone(view?.time_zone ?? "");
  if (!view) {
    return (
      <PublicShell>
        <PollMissing loading={!missing && isLoading} />
      </PublicShell>
    );
  }
  // A poll whose voters were erased keeps its counts and takes no more votes.
  const taking = pollTakesVotes(view, Date.now()) && !view.erased_at;
  return (
    <PublicShell>
      <PollHeader view={view} live={live} taking={taking} />
      {view.closed_at && <PollDecided view={view} />}
      {taking ? (
        <VoteForm view={view} readerZone={readerZone} reply={reply} />
      ) : (
        <>
          {reply && <VoteReply reply={reply} />}
          {!view.closed_at && (
            <p className="alert alert-soft" data-testid="poll-not-taking">
              {m.poll_page_not_taking()}
            </p>
          )}
          <DateList view={view} readerZone={readerZone} />
        </>
      )}
    </PublicShell>
  );
}
