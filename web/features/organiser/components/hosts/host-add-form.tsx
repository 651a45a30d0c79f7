import { type FormEvent, useId, useState } from "react";
import type { HostRole } from "#contract/hosts";
import { errorText } from "../../../../lib/error-text";
import type { useHostChanges } from "../../api/hosts";
import { ROLE_LABELS } from "../../event-role";
import { ROLE_EXPLANATIONS } from "./role-texts";

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
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="운영진 추가">
      <h3 className="font-semibold">운영진 추가</h3>
      <label className="flex flex-col gap-1" htmlFor={emailId}>
        <span className="text-sm">이메일</span>
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
        <legend className="mb-1 text-sm">역할</legend>
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
              {/* The explanation starts with the role's name ('공동 주최: …'): that part bold. */}
              <span className="font-semibold text-base-content">{ROLE_LABELS[option]}</span>
              {ROLE_EXPLANATIONS[option].slice(ROLE_LABELS[option].length)}
            </span>
          </label>
        ))}
      </fieldset>
      {add.isSuccess && add.data.status === "invited" && add.data.account_unproven && (
        <p role="status" className="text-sm text-base-content/70">
          {add.data.invitation.email} 계정은 아직 메일로 주소를 확인하지 않아 바로 추가하지 않고
          초대 메일을 보냈어요. 메일의 링크로 수락하면 운영진이 돼요.
        </p>
      )}
      {add.isError && (
        <p id={problemId} role="alert" className="text-sm text-error">
          {errorText(add.error)}
        </p>
      )}
      <button type="submit" className="btn btn-primary self-end" disabled={add.isPending}>
        {add.isPending && <span className="loading loading-sm" />}
        추가
      </button>
    </form>
  );
}
