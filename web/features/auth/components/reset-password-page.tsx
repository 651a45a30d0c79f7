import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { m } from "#messages";
import { TextField } from "../../../components/forms/text-field";
import { AuthLayout } from "../../../components/layouts/auth-layout";
import { toastDetail } from "../../../lib/error-detail";
import { toast } from "../../../lib/toasts";
import { resetPassword } from "../api/auth-calls";
import { ResetFormSchema, type ResetFormValues } from "../schemas";
import { type RefusedLink, ResetLinkRefused, refusedLinkOf } from "./reset-link-refused";

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const form = useForm<ResetFormValues>({
    resolver: zodResolver(ResetFormSchema),
    mode: "onTouched",
    defaultValues: { new_password: "", confirm_password: "" },
  });
  const { errors } = form.formState;
  const [refused, setRefused] = useState<RefusedLink | null>(null);
  const linkProblem: RefusedLink | null = token ? refused : "missing";
  const reset = useMutation({
    mutationFn: (values: ResetFormValues) => resetPassword(token, values.new_password),
    onSuccess: () => {
      toast.success(m.account_password_updated());
      navigate("/login");
    },
    onError: (error) => {
      // A spent, expired or broken link is explained in place, with the way to a new one.
      const why = refusedLinkOf(error);
      if (why) setRefused(why);
      else toast.error(toastDetail(error));
    },
  });

  return (
    <AuthLayout title={m.account_reset_title()}>
      {linkProblem ? (
        <ResetLinkRefused why={linkProblem} />
      ) : (
        <form
          noValidate
          className="flex flex-col gap-1"
          onSubmit={form.handleSubmit((values) => reset.mutate(values))}
        >
          <TextField
            label={m.account_new_password_label()}
            type="password"
            autoComplete="new-password"
            error={errors.new_password?.message}
            {...form.register("new_password")}
          />
          <TextField
            label={m.account_confirm_password_label()}
            type="password"
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...form.register("confirm_password")}
          />
          <button type="submit" className="btn btn-primary mt-2" disabled={reset.isPending}>
            {reset.isPending && <span className="loading loading-sm" />}
            {m.account_reset_submit()}
          </button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link to="/login" className="link link-primary">
          {m.account_back_to_login()}
        </Link>
      </p>
    </AuthLayout>
  );
}
