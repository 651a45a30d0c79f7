import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { m } from "#messages";
import { Pagination } from "../../../../components/ui/pagination";
import { errorText } from "../../../../lib/error-text";
import { myPollsQuery, POLLS_PAGE_SIZE } from "../api/poll-queries";
import { PollFormDialog } from "../form/poll-form-dialog";
import { PollCards } from "./poll-cards";

/**
 * '날짜 투표' on the dashboard: the account's date polls, newest first, and the button that
 * makes one. A poll the group has not settled yet is where an event usually starts.
 */
export function PollsSection() {
  const [page, setPage] = useState(1);
  const polls = useQuery(myPollsQuery(page));
  const [creating, setCreating] = useState(false);
  const list = polls.data?.data ?? [];
  const pageCount = Math.ceil((polls.data?.count ?? 0) / POLLS_PAGE_SIZE);

  return (
    <section
      className="flex flex-col gap-3"
      aria-labelledby="dashboard-polls"
      data-testid="dashboard-polls"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="dashboard-polls" className="text-xl font-bold">
            {m.poll_org_dashboard_title()}
          </h2>
          <p className="text-sm text-base-content/70">{m.poll_org_dashboard_help()}</p>
        </div>
        <button
          type="button"
          className="btn btn-outline btn-primary"
          onClick={() => setCreating(true)}
        >
          {m.poll_org_dashboard_new()}
        </button>
      </div>
      {polls.isPending && <div className="skeleton h-20 w-full" aria-busy="true" />}
      {polls.isError && polls.data === undefined && (
        <p role="alert" className="alert alert-error alert-soft">
          {m.poll_org_dashboard_load_failed()} {errorText(polls.error)}
        </p>
      )}
      {polls.isSuccess && list.length === 0 && (
        <p className="rounded-box border border-dashed border-base-300 p-4 text-sm text-base-content/70">
          {m.poll_org_dashboard_empty()}
        </p>
      )}
      {list.length > 0 && <PollCards polls={list} />}
      <Pagination page={page} pageCount={pageCount} onChange={setPage} />
      <PollFormDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
