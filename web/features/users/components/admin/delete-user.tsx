import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserPublic } from "#contract/users";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { EmailAddress } from "../../../../components/ui/email-address";
import { toast } from "../../../../lib/toasts";
import { deleteUser } from "../../api/users";

type DeleteUserProps = { user: UserPublic; open: boolean; onClose: () => void };

/** Delete User, after a confirmation, with a message for success and one for failure. */
export function DeleteUser({ user, open, onClose }: DeleteUserProps) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteUser(user.id),
    onSuccess: () => {
      toast.success("The user was deleted successfully");
      void queryClient.invalidateQueries({ queryKey: ["users", "list"] });
      onClose();
    },
    onError: () => toast.error("An error occurred while deleting the user"),
  });

  return (
    <ConfirmDialog
      open={open}
      title="Delete User"
      body={
        <>
          <EmailAddress className="font-medium" email={user.email} /> and all events and responses
          that belong to this user will be <strong>permanently deleted.</strong> Are you sure? You
          will not be able to undo this action.
        </>
      }
      confirmLabel="Delete"
      onConfirm={() => remove.mutate()}
      onClose={onClose}
      pending={remove.isPending}
    />
  );
}
