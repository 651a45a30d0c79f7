import type { UseFormReturn } from "react-hook-form";
import { m } from "#messages";
import { TextField } from "../../../../components/forms/text-field";
import type { AddUserFormValues } from "../../schemas";
import { CheckboxField } from "./checkbox-field";

type UserFieldsProps = {
  form: UseFormReturn<AddUserFormValues>;
  /** Keeps the fields' ids unique when several dialogs exist at once. */
  idPrefix: string;
  passwordPlaceholder?: string;
};

/** The fields of the Add User and Edit User dialogs. */
export function UserFields({ form, idPrefix, passwordPlaceholder }: UserFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={m.account_email_label()}
        type="email"
        autoComplete="off"
        id={`${idPrefix}-email`}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label={m.account_full_name_label()}
        autoComplete="off"
        id={`${idPrefix}-full-name`}
        error={errors.full_name?.message}
        {...form.register("full_name")}
      />
      <TextField
        label={m.account_users_set_password()}
        type="password"
        autoComplete="new-password"
        placeholder={passwordPlaceholder}
        id={`${idPrefix}-password`}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <TextField
        label={m.account_confirm_password_label()}
        type="password"
        autoComplete="new-password"
        id={`${idPrefix}-confirm-password`}
        error={errors.confirm_password?.message}
        {...form.register("confirm_password")}
      />
      <div className="mt-2 flex flex-wrap gap-4">
        <CheckboxField label={m.account_users_is_superuser()} {...form.register("is_superuser")} />
        <CheckboxField label={m.account_users_is_active()} {...form.register("is_active")} />
      </div>
    </>
  );
}
