import type { UserPublic } from "#contract/users";
import { m } from "#messages";
import { EmailAddress } from "../../../../components/ui/email-address";
import { UserActionsMenu } from "./user-actions-menu";
import { UserName, UserRole, UserStatus } from "./user-facts";

type UserCardsProps = { users: UserPublic[]; currentUserId: string | undefined };

/** The phone view of Users Management: every column of a row as a labelled line of a card. */
export function UserCards({ users, currentUserId }: UserCardsProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label={m.account_users_list()}>
      {users.map((user) => {
        const isYou = user.id === currentUserId;
        return (
          <li
            key={user.id}
            className="card border border-base-300 bg-base-100"
            data-testid="user-row"
          >
            <div className="card-body flex-row items-start gap-2 p-4">
              <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-base-content/70">{m.account_full_name()}</dt>
                <dd className="min-w-0">
                  <UserName user={user} isYou={isYou} />
                </dd>
                <dt className="text-base-content/70">{m.account_email_label()}</dt>
                <dd className="min-w-0">
                  <EmailAddress email={user.email} />
                </dd>
                <dt className="text-base-content/70">{m.account_users_column_role()}</dt>
                <dd>
                  <UserRole user={user} />
                </dd>
                <dt className="text-base-content/70">{m.account_users_column_status()}</dt>
                <dd>
                  <UserStatus user={user} />
                </dd>
              </dl>
              <UserActionsMenu user={user} disabled={isYou} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
