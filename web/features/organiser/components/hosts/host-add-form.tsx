import { type FormEvent, useId, useState } from "react";
import type { HostRole } from "#contract/hosts";
import { m } from "#messages";
import { errorText } from "../../../../lib/error-text";
import type { useHostChanges } from "../../api/hosts";
import { StrongParts } from "../responses/strong-parts";
import { roleExplanation } from "./role-texts";

/**
 * Adds a host by address: an address whose account proved it by a mailed link hosts at once
 * ('추가했어요'), any other gets an invitation mail ('초대 메일을 보냈어요'). When the address
 * has an account that never proved it, the form says why it was mailed rather than added (a
 * sign-up alone does not show the address is its owner's). A refusal is said under the form, in
 * the dialog where the eye is.
 */
export function HostAddForm({ add }: { add: ReturnType<typeof useHostChanges>["add"] }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<HostRole>("manager");
  const emailId = useId();
  const problemId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail("") });
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3"
      aria-label={m.responses_hosts_add_title()}
    >
      <h3 className="font-semibold">{m.responses_hosts_add_title()}</h3>
      <label className="flex flex-col gap-1" htmlFor={emailId}>
        <span className="text-sm">{m.responses_hosts_email()}</span>
        <input
          id={emailId}
          type="email"
          required
          autoComplete="off"
          className="input w-full"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={add.isError ? problemId : undefined}
        />
      </label>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm">{m.responses_hosts_role()}</legend>
        {(["manager", "checkin"] as const).map((option) => (
          <label key={option} className="flex cursor-pointer items-start gap-2">
            <input
              type="radio"
              name="host-role"
              className="radio radio-sm mt-0.5"
              checked={role === option}
              onChange={() => setRole(option)}
            />
            <span className="text-sm text-base-content/70">
              <StrongParts
                parts={roleExplanation(option)}
                className="font-semibold text-base-content"
              />
            </span>
          </label>
        ))}
      </fieldset>
      {add.isSuccess && add.data.status === "invited" && add.data.account_unproven && (
        <p role="status" className="text-sm text-base-content/70">
          {m.responses_hosts_unproven({ email: add.data.invitation.email })}
        </p>
      )}
      {add.isError && (
        <p id={problemId} role="alert" className="text-sm text-error">
          {errorText(add.error)}
        </p>
      )}
      <button type="submit" className="btn btn-primary self-end" disabled={add.isPending}>
        {add.isPending && <span className="loading loading-sm" />}
        {m.responses_hosts_add()}
      </button>
    </form>
  );
}
