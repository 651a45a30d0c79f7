import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { TextField } from "../../../components/forms/text-field";
import { AuthLayout } from "../../../components/layouts/auth-layout";
import { toastDetail } from "../../../lib/error-detail";
import { toast } from "../../../lib/toasts";
import { signUp } from "../api/auth-calls";
import { SignupFormSchema, type SignupFormValues } from "../schemas";
import { useStaleErrorsDismissed } from "../use-stale-errors-dismissed";

export function SignupPage() {
  const navigate = useNavigate();
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(SignupFormSchema),
    mode: "onTouched",
    defaultValues: { full_name: "", email: "", password: "", confirm_password: "" },
  });
  const { errors } = form.formState;
  const dismissStaleErrors = useStaleErrorsDismissed();
  const signup = useMutation({
    mutationFn: ({ confirm_password: _, ...values }: SignupFormValues) =>
      signUp({ ...values, email: values.email.trim().toLowerCase() }),
    onSuccess: () => {
      dismissStaleErrors();
      toast.success("회원가입이 완료되었습니다. 로그인해주세요.");
      navigate("/login");
    },
    onError: (error) => toast.error(toastDetail(error)),
  });

  return (
    <AuthLayout title="회원가입">
      <form
        noValidate
        className="flex flex-col gap-1"
        onSubmit={form.handleSubmit((values) => signup.mutate(values))}
      >
        <TextField
          label="Full Name"
          autoComplete="name"
          error={errors.full_name?.message}
          {...form.register("full_name")}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...form.register("confirm_password")}
        />
        <button type="submit" className="btn btn-primary mt-2" disabled={signup.isPending}>
          {signup.isPending && <span className="loading loading-sm" />}
          회원가입
        </button>
      </form>
      <p className="text-center text-sm">
        이미 계정이 있으신가요?{" "}
        <Link to="/login" className="link link-primary">
          로그인
        </Link>
      </p>
      <p className="text-center text-sm">
        <Link to="/about" className="link">
          모임 RSVP 소개
        </Link>
      </p>
    </AuthLayout>
  );
}
