import { useState } from "react";
import type { UserPublic } from "#contract/users";
import { m } from "#messages";
import { ActionMenu } from "../../../../components/ui/action-menu";
import { DeleteUser } from "./delete-user";
import { EditUser } from "./edit-user";

/** The row menu: Edit User, and Delete User set apart below it. */
export function UserActionsMenu({ user, disabled }: { user: UserPublic; disabled: boolean }) {
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);

  return (
    <>
      <ActionMenu label={m.account_users_actions_for({ email: user.email })} disabled={disabled}>
        {(close) => {
          const choose = (next: "edit" | "delete") => {
            close();
            setDialog(next);
          };
          return (
            <>
              <ul className="menu w-full">
                <li>
                  <button type="button" onClick={() => choose("edit")}>
                    <span aria-hidden="true">✎</span> {m.account_users_edit()}
                  </button>
                </li>
              </ul>
              <ul className="menu w-full">
                <li>
                  <button type="button" className="text-error" onClick={() => choose("delete")}>
                    <span aria-hidden="true">🗑</span> {m.account_users_delete()}
                  </button>
                </li>
              </ul>
            </>
          );
        }}
      </ActionMenu>
      <EditUser user={user} open={dialog === "edit"} onClose={() => setDialog(null)} />
      <DeleteUser user={user} open={dialog === "delete"} onClose={() => setDialog(null)} />
    </>
  );
}
