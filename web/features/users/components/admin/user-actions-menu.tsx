import { useId, useRef, useState } from "react";
import type { UserPublic } from "#contract/users";
import { DeleteUser } from "./delete-user";
import { EditUser } from "./edit-user";

/**
 * The row menu: Edit User and Delete User. The list is a popover anchored to its button, so
 * it is not clipped by the scrolling table around it.
 */
export function UserActionsMenu({ user, disabled }: { user: UserPublic; disabled: boolean }) {
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const id = useId().replace(/[^a-zA-Z0-9]/g, "");
  const anchor = `--user-actions-${id}`;

  function choose(next: "edit" | "delete") {
    menuRef.current?.hidePopover();
    setDialog(next);
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        aria-label={`Actions for ${user.email}`}
        popoverTarget={`menu-${id}`}
        disabled={disabled}
        style={{ anchorName: anchor } as React.CSSProperties}
      >
        <span aria-hidden="true" className="text-lg leading-none">
          ⋮
        </span>
      </button>
      <ul
        ref={menuRef}
        id={`menu-${id}`}
        popover="auto"
        className="dropdown dropdown-end menu w-44 rounded-box bg-base-100 p-2 shadow-lg"
        style={{ positionAnchor: anchor } as React.CSSProperties}
      >
        <li>
          <button type="button" onClick={() => choose("edit")}>
            <span aria-hidden="true">✎</span> Edit User
          </button>
        </li>
        <li>
          <button type="button" className="text-error" onClick={() => choose("delete")}>
            <span aria-hidden="true">🗑</span> Delete User
          </button>
        </li>
      </ul>
      <EditUser user={user} open={dialog === "edit"} onClose={() => setDialog(null)} />
      <DeleteUser user={user} open={dialog === "delete"} onClose={() => setDialog(null)} />
    </>
  );
}
