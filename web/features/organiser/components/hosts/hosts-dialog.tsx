import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Host, HostInvitation, HostRole } from "#contract/hosts";
import { m } from "#messages";
import { EmailAddress } from "../../../../components/ui/email-address";
import { Modal } from "../../../../components/ui/modal";
import { formatDateTime } from "../../../../lib/dates";
import { errorText } from "../../../../lib/error-text";
import { hostsQuery, useHostChanges } from "../../api/hosts";
import { HostAddForm } from "./host-add-form";
import { ROLE_NAMES } from "./role-texts";

type Target = { id: string; title: string; time_zone: string };

/** '운영진' (the owner's only): who helps run the event, who was invited, and adding one. */
export function HostsDialog({ event, onClose }: { event: Target | null; onClose: () => void }) {
  return (
    <Modal open={event !== null} title={m.responses_hosts_title()} onClose={onClose}>
      {event && <HostsContent event={event} />}
    </Modal>
  );
}

function HostsContent({ event }: { event: Target }) {
  const hosts = useQuery(hostsQuery(event.id));
  const changes = useHostChanges(event.id);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-base-content/70 wrap-anywhere">{event.title}</p>
      {hosts.isError && !hosts.data && (
        <p role="alert" className="text-sm text-error">
          {m.responses_hosts_failed({ reason: errorText(hosts.error) })}
        </p>
      )}
      {hosts.isPending && <div className="skeleton h-24 w-full" aria-busy="true" />}
      {hosts.data && (
        <ul
          className="flex flex-col divide-y divide-base-300"
          aria-label={m.responses_hosts_list()}
        >
          <li className="flex flex-wrap items-center gap-2 py-2" data-testid="host-owner">
            <Person name={hosts.data.owner.full_name} email={hosts.data.owner.email} />
            <span className="badge badge-sm badge-primary badge-soft">
              {m.responses_hosts_owner()}
            </span>
          </li>
          {hosts.data.data.map((host) => (
            <HostRow key={host.user_id} host={host} changes={changes} />
          ))}
        </ul>
      )}
      {hosts.data && hosts.data.invitations.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">{m.responses_hosts_invitations()}</h3>
          <ul
            className="flex flex-col divide-y divide-base-300"
            aria-label={m.responses_hosts_invitations()}
          >
            {hosts.data.invitations.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                zone={event.time_zone}
                onWithdraw={() => changes.withdraw.mutate(invitation.id)}
                pending={changes.withdraw.isPending}
              />
            ))}
          </ul>
        </section>
      )}
      <div className="border-t border-base-300 pt-4">
        <HostAddForm add={changes.add} />
      </div>
    </div>
  );
}

function Person({ name, email }: { name: string | null; email: string }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      {name && <span className="font-medium wrap-anywhere">{name}</span>}
      <span className={name ? "text-sm text-base-content/70" : "font-medium"}>
        <EmailAddress email={email} />
      </span>
    </span>
  );
}

/** A host: their role to change, and removal asked once more before it happens. */
function HostRow({ host, changes }: { host: Host; changes: ReturnType<typeof useHostChanges> }) {
  const [confirming, setConfirming] = useState(false);
  const who = host.full_name || host.email;
  return (
    <li className="flex flex-col gap-2 py-2" data-testid="host-row">
      <div className="flex flex-wrap items-center gap-2">
        <Person name={host.full_name} email={host.email} />
        <select
          className="select select-sm w-auto"
          aria-label={m.responses_hosts_role_of({ who })}
          value={host.role}
          disabled={changes.changeRole.isPending}
          onChange={(change) =>
            changes.changeRole.mutate({
              userId: host.user_id,
              role: change.target.value as HostRole,
            })
          }
        >
          <option value="manager">{ROLE_NAMES.manager()}</option>
          <option value="checkin">{ROLE_NAMES.checkin()}</option>
        </select>
        {!confirming && (
          <button
            type="button"
            className="btn btn-sm btn-ghost text-error"
            onClick={() => setConfirming(true)}
          >
            {m.responses_hosts_remove()}
          </button>
        )}
      </div>
      {confirming && (
        <div role="alert" className="flex flex-wrap items-center justify-end gap-2 text-sm">
          <span>{m.responses_hosts_remove_confirm({ who })}</span>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => setConfirming(false)}
          >
            {m.responses_cancel()}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-error"
            disabled={changes.remove.isPending}
            onClick={() => changes.remove.mutate(host.user_id)}
          >
            {m.responses_hosts_remove()}
          </button>
        </div>
      )}
    </li>
  );
}

function InvitationRow({
  invitation,
  zone,
  onWithdraw,
  pending,
}: {
  invitation: HostInvitation;
  zone: string;
  onWithdraw: () => void;
  pending: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid="host-invitation">
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">
          <EmailAddress email={invitation.email} />
        </span>
        <span className="text-sm text-base-content/70">
          {m.responses_hosts_invitation_state({
            role: ROLE_NAMES[invitation.role](),
            until: formatDateTime(invitation.expires_at, zone),
          })}
        </span>
      </span>
      <button
        type="button"
        className="btn btn-sm btn-ghost"
        disabled={pending}
        onClick={onWithdraw}
      >
        {m.responses_hosts_withdraw()}
      </button>
    </li>
  );
}
