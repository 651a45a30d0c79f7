import { useId, useState } from "react";
import type { ResponseField } from "#contract/response-rules";
import { m } from "#messages";

/** What the form does: set a first address, replace it, mail its verification again, remove it. */
export type MailMode = "add" | "change" | "resend" | "remove";

const INTRO: Partial<Record<MailMode, () => string>> = {
  resend: m.account_mail_resend_intro,
  remove: m.account_mail_remove_intro,
};

const SUBMIT: Record<MailMode, () => string> = {
  add: m.account_mail_submit_send,
  change: m.account_mail_submit_send,
  resend: m.account_mail_submit_resend,
  remove: m.account_mail_submit_remove,
};

/**
 * The notification address's form in '내 응답': the address (to set or replace it) and, unless
 * this browser keeps the response's key, its password, which is never kept.
 */
export function MailForm({
  mode,
  askPassword,
  pending,
  problem,
  onSubmit,
  onClose,
}: {
  mode: MailMode;
  askPassword: boolean;
  pending: boolean;
  problem: { text: string; field: ResponseField | null } | null;
  onSubmit: (email: string, password: string) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const asksEmail = mode === "add" || mode === "change";
  const intro = INTRO[mode];
  const marked = (field: ResponseField) => problem?.field === field;
  const field = "input w-full text-base";
  return (
    <div
      className="flex w-full flex-col gap-2 rounded-box border border-base-300 p-3"
      data-testid="mail-form"
    >
      {intro && <p className="text-sm text-base-content/80">{intro()}</p>}
      <form
        className="flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(email, password);
        }}
      >
        {asksEmail && (
          <div className="flex w-full flex-col gap-1 text-sm">
            <label htmlFor={`${ids}-email`}>
              {mode === "add" ? m.account_mail_address_label() : m.account_mail_new_address_label()}
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              className={`${field} ${marked("notify_email") ? "input-error" : ""}`}
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={marked("notify_email") || undefined}
              aria-describedby={`${ids}-hint`}
            />
            <p id={`${ids}-hint`} className="text-base-content/70">
              {m.account_mail_address_hint()}
            </p>
          </div>
        )}
        {askPassword && (
          <label className="flex min-w-0 grow flex-col gap-1 text-sm" htmlFor={`${ids}-password`}>
            {m.account_response_password()}
            <input
              id={`${ids}-password`}
              type="password"
              className={`${field} ${marked("password") ? "input-error" : ""}`}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={marked("password") || undefined}
            />
          </label>
        )}
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending && <span className="loading loading-sm" />}
          {SUBMIT[mode]()}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {m.account_form_close()}
        </button>
        {problem && (
          <p role="alert" className="w-full text-sm text-error" data-testid="mail-problem">
            {problem.text}
          </p>
        )}
      </form>
    </div>
  );
}
