import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { m } from "#messages";
import { TextField } from "../../../components/forms/text-field";
import { AuthLayout } from "../../../components/layouts/auth-layout";
import { toastDetail } from "../../../lib/error-detail";
import { toast } from "../../../lib/toasts";
import { requestPasswordRecovery } from "../api/auth-calls";
import { RecoverFormSchema, type RecoverFormValues } from "../schemas";

export function RecoverPasswordPage() {
  const form = useForm<RecoverFormValues>({
    resolver: zodResolver(RecoverFormSchema),
    mode: "onTouched",
    defaultValues: { email: "" },
  });
  const recover = useMutation({
    mutationFn: (values: RecoverFormValues) =>
      requestPasswordRecovery(values.email.trim().toLowerCase()),
    // The server's own sentence, true whether or not the address has an account (it replies
    // the same for both, so that recovery cannot tell who is registered).
    onSuccess: (reply) => {
      toast.success(reply.message);
      form.reset();
    },
    onError: (error) => toast.error(toastDetail(error)),
  });

  return (
    <AuthLayout title={m.account_recover_title()}>
      <p className="text-center text-sm text-base-content/70">{m.account_recover_intro()}</p>
      <form
        noValidate
        className="flex flex-col gap-1"
        onSubmit={form.handleSubmit((values) => recover.mutate(values))}
      >
        <TextField
          label={m.account_email_label()}
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <button type="submit" className="btn btn-primary mt-2" disabled={recover.isPending}>
          {recover.isPending && <span className="loading loading-sm" />}
          {m.account_recover_submit()}
        </button>
      </form>
      <p className="text-center text-sm">
        <Link to="/login" className="link link-primary">
          {m.account_back_to_login()}
        </Link>
      </p>
    </AuthLayout>
  );
}
