import { useId, useState } from "react";
import { m } from "#messages";

/**
 * The response's password, asked once the browser has subscribed: it proves the response is
 * theirs to the server and is never kept. Closing it leaves nothing on the server.
 */
export function NotifyPasswordForm({
  waiting,
  pending,
  problem,
  onSubmit,
  onClose,
}: {
  waiting: boolean;
  pending: boolean;
  problem: string | null;
  onSubmit: (password: string) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const [password, setPassword] = useState("");
  return (
    <div className="w-full rounded-box border border-base-300 p-3" data-testid="notify-password">
      <p className="text-sm text-base-content/80">
        {waiting ? m.account_notify_waiting_intro() : m.account_notify_changes_intro()}{" "}
        {m.account_notify_password_intro()}
      </p>
      <form
        className="mt-2 flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(password);
        }}
      >
        <label className="flex min-w-0 grow flex-col gap-1 text-sm" htmlFor={`${ids}-password`}>
          {m.account_response_password()}
          <input
            id={`${ids}-password`}
            type="password"
            className={`input w-full text-base ${problem ? "input-error" : ""}`}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ids}-problem` : undefined}
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending && <span className="loading loading-sm" />}
          {m.account_notify_turn_on()}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {m.account_form_close()}
        </button>
        {problem && (
          <p id={`${ids}-problem`} role="alert" className="w-full text-sm text-error">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
