import type { UserPublic } from "#contract/users";
import { USERS_PAGE_SIZE } from "../../api/users";
import { UserActionsMenu } from "./user-actions-menu";

const COLUMNS = ["Full name", "Email", "Role", "Status", "Actions"];

type UsersTableProps = { users: UserPublic[] | undefined; currentUserId: string | undefined };

/** Users Management's table; five skeleton rows until the first page arrives. */
export function UsersTable({ users, currentUserId }: UsersTableProps) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
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
                    <td key={column}>
                      <div className="skeleton h-4 w-full min-w-16" />
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
        <span className={`truncate ${user.full_name ? "" : "text-base-content/60"}`}>
          {user.full_name || "N/A"}
        </span>
        {isYou && <span className="badge badge-primary badge-sm ml-2">You</span>}
      </td>
      <td className="max-w-64 truncate">{user.email}</td>
      <td>{user.is_superuser ? "Superuser" : "User"}</td>
      <td>
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${user.is_active ? "bg-success" : "bg-error"}`}
          />
          {user.is_active ? "Active" : "Inactive"}
        </span>
      </td>
      <td>
        <UserActionsMenu user={user} disabled={isYou} />
      </td>
    </tr>
  );
}
