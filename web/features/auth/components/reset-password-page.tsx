import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { TextField } from "../../../components/forms/text-field";
import { AuthLayout } from "../../../components/layouts/auth-layout";
import { toastDetail } from "../../../lib/error-detail";
import { toast } from "../../../lib/toasts";
import { resetPassword } from "../api/auth-calls";
import { ResetFormSchema, type ResetFormValues } from "../schemas";

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
  const reset = useMutation({
    mutationFn: (values: ResetFormValues) => resetPassword(token, values.new_password),
    onSuccess: () => {
      toast.success("Password updated successfully.");
      navigate("/login");
    },
    onError: (error) => toast.error(toastDetail(error)),
  });

  return (
    <AuthLayout title="Reset Password">
      {!token && (
        <div role="alert" className="alert alert-warning text-sm">
          이 링크에는 재설정 토큰이 없습니다. 메일의 링크를 다시 열어주세요.
        </div>
      )}
      <form
        noValidate
        className="flex flex-col gap-1"
        onSubmit={form.handleSubmit((values) => reset.mutate(values))}
      >
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.new_password?.message}
          {...form.register("new_password")}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...form.register("confirm_password")}
        />
        <button type="submit" className="btn btn-primary mt-2" disabled={reset.isPending || !token}>
          {reset.isPending && <span className="loading loading-spinner loading-sm" />}
          Reset Password
        </button>
      </form>
      <p className="text-center text-sm">
        <Link to="/login" className="link link-primary">
          로그인으로 돌아가기
        </Link>
      </p>
    </AuthLayout>
  );
}
