import { useId, useState } from "react";

/**
 * The response's password, asked once the browser has subscribed: it proves the response is
 * theirs to the server and is never kept. Closing it leaves nothing on the server.
 */
export function NotifyPasswordForm({
  waiting,
  pending,
  problem,
  onSubmit,
  onClose,
}: {
  waiting: boolean;
  pending: boolean;
  problem: string | null;
  onSubmit: (password: string) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const [password, setPassword] = useState("");
  return (
    <div className="w-full rounded-box border border-base-300 p-3" data-testid="notify-password">
      <p className="text-sm text-base-content/80">
        {waiting
          ? "참석으로 바뀌면 이 기기로 알려드려요."
          : "모임 일시나 장소가 바뀌거나 주최자가 공지를 보내면 이 기기로 알려드려요."}{" "}
        이 응답의 비밀번호를 입력하면 알림이 켜집니다.
      </p>
      <form
        className="mt-2 flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(password);
        }}
      >
        <label className="flex min-w-0 grow flex-col gap-1 text-sm" htmlFor={`${ids}-password`}>
          비밀번호
          <input
            id={`${ids}-password`}
            type="password"
            className={`input w-full text-base ${problem ? "input-error" : ""}`}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ids}-problem` : undefined}
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending && <span className="loading loading-sm" />}
          알림 켜기
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          닫기
        </button>
        {problem && (
          <p id={`${ids}-problem`} role="alert" className="w-full text-sm text-error">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
