import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toastDetail } from "../../../lib/error-detail";
import { signOut } from "../../../lib/sign-out";
import { toast } from "../../../lib/toasts";
import { deleteMe } from "../api/delete-me";

/** Danger zone: deleting the own account, after a confirmation. */
export function DeleteAccount() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: deleteMe,
    onSuccess: () => {
      setConfirming(false);
      signOut();
      toast.success("Your account has been successfully deleted");
      navigate("/login");
    },
    onError: (error) => toast.error(toastDetail(error)),
  });

  return (
    <section className="flex max-w-md flex-col items-start gap-3">
      <h2 className="text-lg font-semibold">Delete Account</h2>
      <p className="text-base-content/80">
        Permanently delete your account and everything associated with it: your events and the
        responses they collected.
      </p>
      <button type="button" className="btn btn-error" onClick={() => setConfirming(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={confirming}
        title="Confirmation Required"
        body={
          <>
            All your account data will be <strong>permanently deleted.</strong> If you are sure,
            click <strong>Confirm</strong> to proceed. This action cannot be undone.
          </>
        }
        confirmLabel="Confirm"
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
        pending={remove.isPending}
      />
    </section>
  );
}
