import { useId } from "react";
import type { HostNoticeMode } from "#contract/host-notices";
import { m } from "#messages";
import { AccountPushControl, HostNoticeModes } from "../../push/hosts";
import { useSaveHostNoticesDefault } from "../api/host-notices-default";

/**
 * My profile's '새 모임의 알림 기본값': the mode of every event the account runs and has not
 * chosen one for (an event's own choice is on its responses page), and this browser's push,
 * which serves all of them.
 */
export function HostNoticesDefault({ mode, email }: { mode: HostNoticeMode; email: string }) {
  const ids = useId();
  const save = useSaveHostNoticesDefault();
  return (
    <section className="flex max-w-2xl flex-col gap-3" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="text-lg font-semibold">
        {m.host_settings_default_title()}
      </h2>
      <p className="text-sm text-base-content/70">{m.host_settings_default_explain()}</p>
      <HostNoticeModes
        labelledBy={`${ids}-title`}
        mode={save.isPending ? save.variables : mode}
        onChoose={(next) => save.mutate(next)}
        email={email}
      />
      <AccountPushControl />
    </section>
  );
}
