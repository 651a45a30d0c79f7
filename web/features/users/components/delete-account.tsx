import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { m } from "#messages";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { WordsWith } from "../../../components/ui/words-with";
import { toastDetail } from "../../../lib/error-detail";
import { signOut } from "../../../lib/sign-out";
import { toast } from "../../../lib/toasts";
import { deleteMe } from "../api/delete-me";

/**
 * What the deletion erases besides the account (worker/services/account-deletion.ts), said in
 * the dialog before its Confirm: the account holder learns what others lose with it too.
 */
function ErasedWithAccount() {
  return (
    <div>
      <p>{m.account_delete_erases()}</p>
      <ul className="ms-5 list-disc">
        <li>{m.account_delete_erases_events()}</li>
        <li>{m.account_delete_erases_host_roles()}</li>
        <li>{m.account_delete_erases_invitations()}</li>
      </ul>
      <p className="mt-2">{m.account_delete_erases_invitees_told()}</p>
    </div>
  );
}

/** Danger zone: deleting the own account, after a confirmation that says what goes with it. */
export function DeleteAccount() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: deleteMe,
    onSuccess: () => {
      setConfirming(false);
      signOut();
      toast.success(m.account_account_deleted());
      navigate("/login");
    },
    onError: (error) => toast.error(toastDetail(error)),
  });

  return (
    <section className="flex max-w-md flex-col items-start gap-3">
      <h2 className="text-lg font-semibold">{m.account_delete_account_title()}</h2>
      <p className="text-base-content/80">{m.account_delete_account_body()}</p>
      <button type="button" className="btn btn-error" onClick={() => setConfirming(true)}>
        {m.account_delete()}
      </button>
      <ConfirmDialog
        open={confirming}
        title={m.account_delete_account_confirm_title()}
        body={
          <div className="flex flex-col gap-3">
            <ErasedWithAccount />
            <p>
              <WordsWith
                words={m.account_delete_account_confirm_body}
                parts={{
                  deleted: <strong>{m.account_permanently_deleted()}</strong>,
                  confirm: <strong>{m.account_confirm()}</strong>,
                }}
              />
            </p>
          </div>
        }
        confirmLabel={m.account_confirm()}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
        pending={remove.isPending}
      />
    </section>
  );
}
