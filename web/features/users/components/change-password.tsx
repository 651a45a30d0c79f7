import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { m } from "#messages";
import { TextField } from "../../../components/forms/text-field";
import { setToken } from "../../../lib/auth-token";
import { toastDetail } from "../../../lib/error-detail";
import { toast } from "../../../lib/toasts";
import { updatePassword } from "../api/update-password";
import { PasswordFormSchema, type PasswordFormValues } from "../schemas";
import { PasswordStrengthMeter } from "./password-strength-meter";

const EMPTY = { current_password: "", new_password: "", confirm_password: "" };

/** Password: current, new and confirmation, with the strength meter under the new one. */
export function ChangePassword() {
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(PasswordFormSchema),
    // Checked on blur; once touched, on every keystroke, so a fixed field never shifts the
    // Save button away from under the pointer (the error line vanishing on the click's blur).
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const newPassword = form.watch("new_password");
  const change = useMutation({
    mutationFn: updatePassword,
    onSuccess: (reply) => {
      // The server retired every earlier token; keep this session on the fresh one.
      setToken(reply.access_token);
      toast.success(m.account_password_updated());
      form.reset(EMPTY);
    },
    onError: (error) => toast.error(toastDetail(error)),
  });

  return (
    <form
      noValidate
      className="flex max-w-md flex-col gap-1"
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
    >
      <h2 className="text-lg font-semibold">{m.account_password_title()}</h2>
      <TextField
        label={m.account_current_password_label()}
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register("current_password")}
      />
      <TextField
        label={m.account_new_password_label()}
        type="password"
        autoComplete="new-password"
        error={errors.new_password?.message}
        {...form.register("new_password")}
      />
      <PasswordStrengthMeter password={newPassword} />
      <TextField
        label={m.account_confirm_password_label()}
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...form.register("confirm_password")}
      />
      <button type="submit" className="btn btn-primary mt-3 self-start" disabled={change.isPending}>
        {change.isPending && <span className="loading loading-sm" />}
        {m.account_save()}
      </button>
    </form>
  );
}
