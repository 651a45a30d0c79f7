import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type { UserPublic } from "#contract/users";
import { m } from "#messages";
import { TextField } from "../../../components/forms/text-field";
import { EmailAddress } from "../../../components/ui/email-address";
import { toastDetail } from "../../../lib/error-detail";
import { toast } from "../../../lib/toasts";
import { currentUserQuery } from "../api/current-user";
import { updateMe } from "../api/update-me";
import { PROFILE_NAME_MAX, type ProfileFormValues, profileFormSchema } from "../schemas";

/** My profile: full name and email, read-only until Edit. */
export function UserInformation({ user }: { user: UserPublic }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const defaults = { full_name: user.full_name ?? "", email: user.email, current_password: "" };
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(schema),
    // Checked on blur; once touched, on every keystroke, so a fixed field never shifts the
    // Save button away from under the pointer (the error line vanishing on the click's blur).
    mode: "onTouched",
    values: defaults,
  });
  const { errors, isDirty } = form.formState;
  const email = form.watch("email");
  const emailChanges = email?.trim().toLowerCase() !== user.email;
  const save = useMutation({
    mutationFn: (values: ProfileFormValues) =>
      updateMe({
        full_name: values.full_name.trim() || null,
        email: values.email.trim().toLowerCase(),
        ...(emailChanges ? { current_password: values.current_password } : {}),
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(currentUserQuery.queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      toast.success(m.account_user_updated());
      setEditing(false);
    },
    onError: (error) => toast.error(toastDetail(error)),
  });

  function cancel() {
    form.reset(defaults);
    setEditing(false);
  }

  return (
    <form
      noValidate
      className="flex max-w-md flex-col gap-1"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <h2 className="text-lg font-semibold">{m.account_profile_title()}</h2>
      {editing ? (
        <>
          <TextField
            label={m.account_full_name()}
            autoComplete="name"
            maxLength={PROFILE_NAME_MAX}
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
          {emailChanges && (
            <TextField
              label={m.account_current_password_label()}
              type="password"
              autoComplete="current-password"
              error={errors.current_password?.message}
              {...form.register("current_password")}
            />
          )}
        </>
      ) : (
        <dl className="flex flex-col gap-3 py-2">
          <div>
            <dt className="text-sm font-semibold">{m.account_full_name()}</dt>
            <dd className={user.full_name ? "" : "text-base-content/60"} data-testid="profile-name">
              {user.full_name || m.account_not_available()}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold">{m.account_email_label()}</dt>
            <dd data-testid="profile-email">
              <EmailAddress email={user.email} />
            </dd>
          </div>
        </dl>
      )}
      <div className="mt-3 flex gap-2">
        {editing ? (
          <>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={!isDirty || !email?.trim() || save.isPending}
            >
              {save.isPending && <span className="loading loading-sm" />}
              {m.account_save()}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={cancel}
              disabled={save.isPending}
            >
              {m.account_cancel()}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
            {m.account_edit()}
          </button>
        )}
      </div>
    </form>
  );
}
