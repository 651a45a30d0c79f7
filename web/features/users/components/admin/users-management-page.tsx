import { useEffect } from "react";
import { Navigate, useSearchParams } from "react-router";
import { m } from "#messages";
import { Pagination } from "../../../../components/ui/pagination";
import { useCurrentUser } from "../../api/current-user";
import { USERS_PAGE_SIZE, useUsers } from "../../api/users";
import { AddUser } from "./add-user";
import { UsersTable } from "./users-table";

/** `?page=` as a whole number from 1; anything else reads as the first page. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Users Management, for /admin and /items: superusers only. */
export function UsersManagementPage() {
  const { data: me, isPending: meIsPending } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const allowed = me?.is_superuser === true;
  const users = useUsers(page, allowed);
  const count = users.data?.count ?? 0;
  const pageCount = Math.ceil(count / USERS_PAGE_SIZE);

  // Past the last page (e.g. its last user was just deleted): go to the last one that exists.
  useEffect(() => {
    if (users.data && pageCount > 0 && page > pageCount) {
      setParams({ page: String(pageCount) }, { replace: true });
    }
  }, [users.data, page, pageCount, setParams]);

  // Not a superuser: back to the dashboard, without asking for a list the server refuses.
  if (!meIsPending && !allowed) return <Navigate to="/" replace />;

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{m.account_users_title()}</h1>
        {allowed && <AddUser />}
      </div>
      {users.isError ? (
        <div role="alert" className="alert alert-error">
          <span>{m.account_users_load_failed()}</span>
          <button type="button" className="btn btn-sm" onClick={() => users.refetch()}>
            {m.account_try_again()}
          </button>
        </div>
      ) : (
        <UsersTable users={users.data?.data} currentUserId={me?.id} />
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        onChange={(next) => setParams({ page: String(next) })}
      />
    </section>
  );
}
