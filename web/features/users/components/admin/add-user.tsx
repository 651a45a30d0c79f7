import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { m } from "#messages";
import { Modal } from "../../../../components/ui/modal";
import { toastDetail } from "../../../../lib/error-detail";
import { toast } from "../../../../lib/toasts";
import { createUser } from "../../api/users";
import { AddUserFormSchema, type AddUserFormValues } from "../../schemas";
import { UserFields } from "./user-fields";

const EMPTY: AddUserFormValues = {
  email: "",
  full_name: "",
  password: "",
  confirm_password: "",
  is_superuser: false,
  is_active: true,
};

/** The Add User button and its dialog; Save waits until the form is valid. */
export function AddUser() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        <span aria-hidden="true">＋</span> {m.account_users_add()}
      </button>
      <Modal open={open} title={m.account_users_add()} onClose={() => setOpen(false)}>
        <AddUserForm onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<AddUserFormValues>({
    resolver: zodResolver(AddUserFormSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { isValid } = form.formState;
  const create = useMutation({
    mutationFn: ({ confirm_password: _, ...values }: AddUserFormValues) =>
      createUser({ ...values, full_name: values.full_name.trim() || null }),
    onSuccess: () => {
      toast.success(m.account_users_created());
      void queryClient.invalidateQueries({ queryKey: ["users", "list"] });
      onDone();
    },
    onError: (error) => toast.error(toastDetail(error)),
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-1"
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
    >
      <UserFields form={form} idPrefix={"add-user"} />
      <div className="modal-action">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={onDone}
          disabled={create.isPending}
        >
          {m.account_cancel()}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!isValid || create.isPending}>
          {create.isPending && <span className="loading loading-sm" />}
          {m.account_save()}
        </button>
      </div>
    </form>
  );
}
