import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { UserPublic } from "#contract/users";
import { m } from "#messages";
import { Modal } from "../../../../components/ui/modal";
import { toastDetail } from "../../../../lib/error-detail";
import { toast } from "../../../../lib/toasts";
import { updateUser } from "../../api/users";
import { EditUserFormSchema, type EditUserFormValues } from "../../schemas";
import { UserFields } from "./user-fields";

type EditUserProps = { user: UserPublic; open: boolean; onClose: () => void };

/** Edit User: the password is optional and left out of the call when empty. */
export function EditUser({ user, open, onClose }: EditUserProps) {
  return (
    <Modal open={open} title={m.account_users_edit()} onClose={onClose}>
      <EditUserForm user={user} onDone={onClose} />
    </Modal>
  );
}

function EditUserForm({ user, onDone }: { user: UserPublic; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<EditUserFormValues>({
    resolver: zodResolver(EditUserFormSchema),
    mode: "onTouched",
    defaultValues: {
      email: user.email,
      full_name: user.full_name ?? "",
      password: "",
      confirm_password: "",
      is_superuser: user.is_superuser,
      is_active: user.is_active,
    },
  });
  const { isDirty } = form.formState;
  const save = useMutation({
    mutationFn: ({ confirm_password: _, password, ...values }: EditUserFormValues) =>
      updateUser(user.id, {
        ...values,
        full_name: values.full_name.trim() || null,
        ...(password ? { password } : {}),
      }),
    onSuccess: () => {
      toast.success(m.account_user_updated());
      void queryClient.invalidateQueries({ queryKey: ["users", "list"] });
      onDone();
    },
    onError: (error) => toast.error(toastDetail(error)),
  });
  const prefix = `edit-user-${user.id}`;

  return (
    <form
      noValidate
      className="flex flex-col gap-1"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <UserFields
        form={form}
        idPrefix={prefix}
        passwordPlaceholder={m.account_users_keep_password()}
      />
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={save.isPending}>
          {m.account_cancel()}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!isDirty || save.isPending}>
          {save.isPending && <span className="loading loading-sm" />}
          {m.account_save()}
        </button>
      </div>
    </form>
  );
}
