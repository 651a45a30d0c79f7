import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { m } from "#messages";
import { TextField } from "../../../components/forms/text-field";
import { AuthLayout } from "../../../components/layouts/auth-layout";
import { readerLanguage } from "../../../i18n/reader-language";
import { ApiError, toastDetail } from "../../../lib/error-detail";
import { toast } from "../../../lib/toasts";
import { signUp } from "../api/auth-calls";
import { forgetHostInvitation } from "../host-invitation";
import { SignupFormSchema, type SignupFormValues } from "../schemas";
import { useHostInvitation } from "../use-host-invitation";
import { useStaleToastsDismissed } from "../use-stale-toasts-dismissed";
import { HostInvitationNotice } from "./host-invitation-notice";

/** Refusals the invitation's notice says on the page, rather than a toast. */
const SAID_BY_NOTICE = new Set(["host_invitation_invalid", "email_taken"]);

/**
 * /signup. With a host invitation (decision 0043) the sign-up sends its token, and the new account
 * helps run the events it was invited to.
 */
export function SignupPage() {
  const invitation = useHostInvitation();
  const navigate = useNavigate();
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(SignupFormSchema),
    mode: "onTouched",
    // From an invitation: the address it was sent to, which its notice asks to sign up with.
    defaultValues: {
      full_name: "",
      email: invitation?.address ?? "",
      password: "",
      confirm_password: "",
    },
  });
  const { errors } = form.formState;
  const dismissStaleToasts = useStaleToastsDismissed();
  const signup = useMutation({
    mutationFn: ({ confirm_password: _, ...values }: SignupFormValues) =>
      signUp({
        ...values,
        email: values.email.trim().toLowerCase(),
        language: readerLanguage(),
        ...(invitation ? { host_invitation: invitation.token } : {}),
      }),
    onSuccess: () => {
      dismissStaleToasts();
      // Taken with the account: the login must not send it again.
      forgetHostInvitation();
      toast.success(invitation ? m.account_signup_done_invited() : m.account_signup_done());
      navigate("/login");
    },
    onError: (error) => {
      const saidOnPage =
        invitation && error instanceof ApiError && SAID_BY_NOTICE.has(error.code ?? "");
      if (!saidOnPage) toast.error(toastDetail(error));
    },
  });

  return (
    <AuthLayout title={m.account_signup_title()}>
      {invitation && <HostInvitationNotice refusal={signup.error} />}
      <form
        noValidate
        className="flex flex-col gap-1"
        onSubmit={form.handleSubmit((values) => signup.mutate(values))}
      >
        <TextField
          label={m.account_full_name_label()}
          autoComplete="name"
          error={errors.full_name?.message}
          {...form.register("full_name")}
        />
        <TextField
          label={m.account_email_label()}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          label={m.account_password_label()}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <TextField
          label={m.account_confirm_password_label()}
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...form.register("confirm_password")}
        />
        <button type="submit" className="btn btn-primary mt-2" disabled={signup.isPending}>
          {signup.isPending && <span className="loading loading-sm" />}
          {m.account_signup_submit()}
        </button>
        {/* What the account keeps and for how long, where it is asked for. The policy
            is a page the Worker writes, not one of the router's: a plain link. */}
        <p className="mt-1 text-xs text-base-content/70" data-testid="privacy-notice">
          {m.account_signup_privacy()}{" "}
          <a href="/privacy" className="link">
            {m.account_privacy_link()}
          </a>
        </p>
      </form>
      <p className="text-center text-sm">
        {m.account_signup_have_account()}{" "}
        <Link to="/login" className="link link-primary">
          {m.account_login_link()}
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
