import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { UserPublic } from "../../../../../worker/contract/users";
import { TextField } from "../../../../components/forms/text-field";
import { Modal } from "../../../../components/ui/modal";
import { toastDetail } from "../../../../lib/error-detail";
import { toast } from "../../../../lib/toasts";
import { updateUser } from "../../api/users";
import { EditUserFormSchema, type EditUserFormValues } from "../../schemas";
import { CheckboxField } from "./checkbox-field";

type EditUserProps = { user: UserPublic; open: boolean; onClose: () => void };

/** Edit User: the password is optional and left out of the call when empty. */
export function EditUser({ user, open, onClose }: EditUserProps) {
  return (
    <Modal open={open} title="Edit User" onClose={onClose}>
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
  const { errors, isDirty } = form.formState;
  const save = useMutation({
    mutationFn: ({ confirm_password: _, password, ...values }: EditUserFormValues) =>
      updateUser(user.id, {
        ...values,
        full_name: values.full_name.trim() || null,
        ...(password ? { password } : {}),
      }),
    onSuccess: () => {
      toast.success("User updated successfully.");
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
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        id={`${prefix}-email`}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label="Full Name"
        autoComplete="off"
        id={`${prefix}-full-name`}
        error={errors.full_name?.message}
        {...form.register("full_name")}
      />
      <TextField
        label="Set Password"
        type="password"
        autoComplete="new-password"
        placeholder="Leave empty to keep the current one"
        id={`${prefix}-password`}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        id={`${prefix}-confirm-password`}
        error={errors.confirm_password?.message}
        {...form.register("confirm_password")}
      />
      <div className="mt-2 flex flex-wrap gap-4">
        <CheckboxField label="Is superuser?" {...form.register("is_superuser")} />
        <CheckboxField label="Is active?" {...form.register("is_active")} />
      </div>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={!isDirty || save.isPending}>
          {save.isPending && <span className="loading loading-spinner loading-sm" />}
          Save
        </button>
      </div>
    </form>
  );
}
