import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserPublic } from "#contract/users";
import { m } from "#messages";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { EmailAddress } from "../../../../components/ui/email-address";
import { WordsWith } from "../../../../components/ui/words-with";
import { toast } from "../../../../lib/toasts";
import { deleteUser } from "../../api/users";

type DeleteUserProps = { user: UserPublic; open: boolean; onClose: () => void };

/** Delete User, after a confirmation, with a message for success and one for failure. */
export function DeleteUser({ user, open, onClose }: DeleteUserProps) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteUser(user.id),
    onSuccess: () => {
      toast.success(m.account_users_deleted());
      void queryClient.invalidateQueries({ queryKey: ["users", "list"] });
      onClose();
    },
    onError: () => toast.error(m.account_users_delete_failed()),
  });

  return (
    <ConfirmDialog
      open={open}
      title={m.account_users_delete()}
      body={
        <WordsWith
          words={m.account_users_delete_body}
          parts={{
            email: <EmailAddress className="font-medium" email={user.email} />,
            deleted: <strong>{m.account_permanently_deleted()}</strong>,
          }}
        />
      }
      confirmLabel={m.account_delete()}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
      pending={remove.isPending}
    />
  );
}
