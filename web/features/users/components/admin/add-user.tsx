import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "../../../../components/forms/text-field";
import { Modal } from "../../../../components/ui/modal";
import { toastDetail } from "../../../../lib/error-detail";
import { toast } from "../../../../lib/toasts";
import { createUser } from "../../api/users";
import { AddUserFormSchema, type AddUserFormValues } from "../../schemas";
import { CheckboxField } from "./checkbox-field";

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
        <span aria-hidden="true">＋</span> Add User
      </button>
      <Modal open={open} title="Add User" onClose={() => setOpen(false)}>
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
  const { errors, isValid } = form.formState;
  const create = useMutation({
    mutationFn: ({ confirm_password: _, ...values }: AddUserFormValues) =>
      createUser({ ...values, full_name: values.full_name.trim() || null }),
    onSuccess: () => {
      toast.success("User created successfully.");
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
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        id="add-user-email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label="Full Name"
        autoComplete="off"
        id="add-user-full-name"
        error={errors.full_name?.message}
        {...form.register("full_name")}
      />
      <TextField
        label="Set Password"
        type="password"
        autoComplete="new-password"
        id="add-user-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        id="add-user-confirm-password"
        error={errors.confirm_password?.message}
        {...form.register("confirm_password")}
      />
      <div className="mt-2 flex flex-wrap gap-4">
        <CheckboxField label="Is superuser?" {...form.register("is_superuser")} />
        <CheckboxField label="Is active?" {...form.register("is_active")} />
      </div>
      <div className="modal-action">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={onDone}
          disabled={create.isPending}
        >
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={!isValid || create.isPending}>
          {create.isPending && <span className="loading loading-spinner loading-sm" />}
          Save
        </button>
      </div>
    </form>
  );
}
