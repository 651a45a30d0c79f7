import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { m } from "#messages";
import { errorText } from "../../../../lib/error-text";
import { AccountPushControl, HostNoticeModes } from "../../../push/hosts";
import { useCurrentUser } from "../../../users";
import { hostNoticesQuery, useChooseHostNotices } from "../../api/host-notices";

/**
 * '알림 받기': how often the reader hears of this event's answers, by mail to the account's
 * address and by push to the browsers they turned it on in. Each owner and manager chooses for
 * themselves; the page offers it to them only (door keepers hear nothing).
 */
export function HostNoticesCard({ eventId }: { eventId: string }) {
  const ids = useId();
  const setting = useQuery(hostNoticesQuery(eventId));
  const choose = useChooseHostNotices(eventId);
  const email = useCurrentUser().data?.email;
  // The choice shows as soon as it is pressed; a refusal puts the saved one back.
  const mode = choose.isPending ? choose.variables : setting.data?.mode;

  return (
    <section
      className="card border border-base-300 bg-base-100"
      aria-labelledby={`${ids}-title`}
      data-testid="host-notices-card"
    >
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id={`${ids}-title`} className="card-title text-lg">
          {m.host_settings_title()}
        </h2>
        <p className="text-sm text-base-content/70">{m.host_settings_intro()}</p>
        {setting.isError && !setting.data ? (
          <div role="alert" className="alert alert-error alert-soft flex-wrap text-sm">
            <span>{errorText(setting.error)}</span>
            <button type="button" className="btn btn-sm" onClick={() => void setting.refetch()}>
              {m.responses_retry()}
            </button>
          </div>
        ) : setting.data ? (
          <HostNoticeModes
            labelledBy={`${ids}-title`}
            mode={mode}
            onChoose={(next) => choose.mutate(next)}
            email={email}
          />
        ) : (
          <div className="skeleton h-20 w-full" aria-busy="true" />
        )}
        <div className="border-t border-base-300 pt-3">
          <AccountPushControl />
        </div>
      </div>
    </section>
  );
}
