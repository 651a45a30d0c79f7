import type { UserPublic } from "#contract/users";
import { m } from "#messages";
import { EmailAddress } from "../../../../components/ui/email-address";
import { useMediaQuery, WIDE_SCREEN } from "../../../../lib/use-media-query";
import { USERS_PAGE_SIZE } from "../../api/users";
import { UserActionsMenu } from "./user-actions-menu";
import { UserCards } from "./user-cards";
import { UserName, UserRole, UserStatus } from "./user-facts";

/** The columns, each named by its message. */
const COLUMNS = [
  { id: "name", label: m.account_full_name },
  { id: "email", label: m.account_email_label },
  { id: "role", label: m.account_users_column_role },
  { id: "status", label: m.account_users_column_status },
  { id: "actions", label: m.account_users_column_actions },
];

type UsersTableProps = { users: UserPublic[] | undefined; currentUserId: string | undefined };

/**
 * Users Management's list: a table from the md breakpoint, a card per user below it (five
 * columns do not fit a phone); five skeleton rows until the first page arrives.
 */
export function UsersTable({ users, currentUserId }: UsersTableProps) {
  const wide = useMediaQuery(WIDE_SCREEN);
  if (users && !wide) return <UserCards users={users} currentUserId={currentUserId} />;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.id} scope="col">
                {column.label()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users
            ? users.map((user) => (
                <UserRow key={user.id} user={user} isYou={user.id === currentUserId} />
              ))
            : Array.from({ length: USERS_PAGE_SIZE }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={row} data-testid="user-row-skeleton">
                  {COLUMNS.map((column) => (
                    <td key={column.id}>
                      <div className="skeleton h-4 w-full min-w-12" />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

function UserRow({ user, isYou }: { user: UserPublic; isYou: boolean }) {
  return (
    <tr data-testid="user-row">
      <td className="max-w-48">
        <UserName user={user} isYou={isYou} />
      </td>
      <td className="max-w-64">
        <EmailAddress email={user.email} />
      </td>
      <td>
        <UserRole user={user} />
      </td>
      <td>
        <UserStatus user={user} />
      </td>
      <td>
        <UserActionsMenu user={user} disabled={isYou} />
      </td>
    </tr>
  );
}
