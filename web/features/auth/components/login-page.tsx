import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { m } from "#messages";
import { TextField } from "../../../components/forms/text-field";
import { AuthLayout } from "../../../components/layouts/auth-layout";
import { setToken } from "../../../lib/auth-token";
import { toastDetail } from "../../../lib/error-detail";
import { toast } from "../../../lib/toasts";
import { logIn } from "../api/auth-calls";
import { keptHostInvitation } from "../host-invitation";
import { LoginFormSchema, type LoginFormValues } from "../schemas";
import { useStaleToastsDismissed } from "../use-stale-toasts-dismissed";
import { SignedOutNotice } from "./signed-out-notice";

export function LoginPage() {
  const navigate = useNavigate();
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    mode: "onTouched",
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;
  const dismissStaleToasts = useStaleToastsDismissed();
  const [invited] = useState(() => keptHostInvitation() !== null);
  const login = useMutation({
    mutationFn: (values: LoginFormValues) => logIn(values.username, values.password),
    onSuccess: (token) => {
      setToken(token.access_token);
      dismissStaleToasts();
      navigate("/");
    },
    onError: (error) => toast.error(toastDetail(error)),
  });

  return (
    <AuthLayout title={m.account_login_title()}>
      <SignedOutNotice />
      {/* The dashboard takes it once signed in (use-kept-host-invitation.ts). */}
      {invited && (
        <p role="status" className="alert alert-info alert-soft text-sm">
          {m.account_login_invited()}
        </p>
      )}
      <form
        noValidate
        className="flex flex-col gap-1"
        onSubmit={form.handleSubmit((values) => login.mutate(values))}
      >
        <TextField
          label={m.account_email_label()}
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          error={errors.username?.message}
          {...form.register("username")}
        />
        <TextField
          label={m.account_password_label()}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Link
          to="/recover-password"
          className="link link-primary inline-flex items-center self-end text-sm pointer-coarse:min-h-11"
        >
          {m.account_login_forgot_password()}
        </Link>
        <button type="submit" className="btn btn-primary mt-2" disabled={login.isPending}>
          {login.isPending && <span className="loading loading-sm" />}
          {m.account_login_submit()}
        </button>
      </form>
      <p className="text-center text-sm">
        {m.account_login_no_account()}{" "}
        <Link to="/signup" className="link link-primary">
          {m.account_signup_link()}
        </Link>
      </p>
      <p className="text-center text-sm">
        <Link to="/about" className="link">
          {m.account_about_link()}
        </Link>
      </p>
    </AuthLayout>
  );
}
