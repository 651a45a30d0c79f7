import { useState } from "react";
import { m } from "#messages";
import { pushSupport } from "../push-support";
import { useAccountPush } from "./account-push";

/**
 * '이 브라우저로 알림 받기': the account's notices of the events it runs, by push to this browser,
 * for every event at once (each event's mode still decides whether and how often). Where push
 * comes only from the home screen, or not at all, it says so instead.
 */
export function AccountPushControl() {
  const [support] = useState(pushSupport);
  if (support !== "push") {
    return (
      <p className="text-sm text-base-content/70" data-testid="account-push-unavailable">
        {support === "home-screen"
          ? m.host_settings_push_home_screen()
          : m.host_settings_push_unsupported()}
      </p>
    );
  }
  return <AccountPushSwitch />;
}

function AccountPushSwitch() {
  const push = useAccountPush();
  return (
    <div className="flex flex-col gap-2" data-testid="account-push">
      <p className="text-sm text-base-content/70">{m.host_settings_push_explain()}</p>
      {!push.ready ? (
        <div className="skeleton h-8 w-48" aria-busy="true" />
      ) : push.on ? (
        <div className="flex flex-wrap items-center gap-2" data-testid="account-push-on">
          <span className="badge badge-success badge-soft">{m.host_settings_push_on()}</span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={push.stop}
            disabled={push.busy}
            aria-label={m.host_settings_push_turn_off_label()}
          >
            {push.busy && <span className="loading loading-sm" />}
            {m.host_settings_push_turn_off()}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-outline w-fit"
          onClick={push.start}
          disabled={push.busy}
        >
          {push.busy && <span className="loading loading-sm" />}
          {m.host_settings_push_turn_on()}
        </button>
      )}
      {push.problem && (
        <p role="alert" className="text-sm text-error" data-testid="account-push-problem">
          {push.problem}
        </p>
      )}
    </div>
  );
}
