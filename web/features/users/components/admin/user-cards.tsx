import type { UserPublic } from "#contract/users";
import { EmailAddress } from "../../../../components/ui/email-address";
import { UserActionsMenu } from "./user-actions-menu";
import { UserName, UserRole, UserStatus } from "./user-facts";

type UserCardsProps = { users: UserPublic[]; currentUserId: string | undefined };

/** The phone view of Users Management: every column of a row as a labelled line of a card. */
export function UserCards({ users, currentUserId }: UserCardsProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Users">
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
                <dt className="text-base-content/70">Full name</dt>
                <dd className="min-w-0">
                  <UserName user={user} isYou={isYou} />
                </dd>
                <dt className="text-base-content/70">Email</dt>
                <dd className="min-w-0">
                  <EmailAddress email={user.email} />
                </dd>
                <dt className="text-base-content/70">Role</dt>
                <dd>
                  <UserRole user={user} />
                </dd>
                <dt className="text-base-content/70">Status</dt>
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
