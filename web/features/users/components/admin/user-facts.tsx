import type { UserPublic } from "#contract/users";
import { m } from "#messages";

/** The name (N/A when missing) and the 'You' badge on the reader's own entry. */
export function UserName({ user, isYou }: { user: UserPublic; isYou: boolean }) {
  return (
    <>
      <span className={`wrap-anywhere ${user.full_name ? "" : "text-base-content/60"}`}>
        {user.full_name || m.account_not_available()}
      </span>
      {isYou && <span className="badge badge-primary badge-sm ml-2">{m.account_users_you()}</span>}
    </>
  );
}

export function UserRole({ user }: { user: UserPublic }) {
  return <>{user.is_superuser ? m.account_users_superuser() : m.account_users_user()}</>;
}

/** Active or Inactive, with a coloured dot beside the word (the word alone carries it). */
export function UserStatus({ user }: { user: UserPublic }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${user.is_active ? "bg-success" : "bg-error"}`}
      />
      {user.is_active ? m.account_users_active() : m.account_users_inactive()}
    </span>
  );
}
