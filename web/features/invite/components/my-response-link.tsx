import { useId, useState } from "react";
import type { ResponsePublic } from "#contract/events";
import { createResponseLink } from "../api/response-calls";
import { loadAnswering } from "../load-answering";
import { KEY_PREFIX } from "../response-link";

/** The invite page's address with the key in its fragment (response-link.ts says why). */
const responseLinkOf = (origin: string, eventId: string, key: string) =>
  `${origin}/events/${eventId}/public${KEY_PREFIX}${key}`;

type Step =
  | { step: "closed" }
  | { step: "asking"; pending: boolean; problem: string | null }
  | { step: "made"; link: string; copied: boolean };

/**
 * '내 응답 링크' for one of this browser's responses: with its password (never stored here), a
 * private link that opens the response on any device, ready to change or cancel without the
 * password; copy and share. Making a new one stops the last one.
 */
export function MyResponseLink({
  eventId,
  response,
}: {
  eventId: string;
  response: ResponsePublic;
}) {
  const ids = useId();
  const [state, setState] = useState<Step>({ step: "closed" });
  const [password, setPassword] = useState("");

  if (state.step === "closed") {
    return (
      <button
        type="button"
        className="btn btn-sm btn-outline"
        onClick={() => setState({ step: "asking", pending: false, problem: null })}
      >
        내 응답 링크
      </button>
    );
  }

  const make = async (event: React.FormEvent) => {
    event.preventDefault();
    setState({ step: "asking", pending: true, problem: null });
    try {
      const { key } = await createResponseLink(eventId, response.name, password);
      setPassword("");
      setState({
        step: "made",
        link: responseLinkOf(location.origin, eventId, key),
        copied: false,
      });
    } catch (error) {
      const answering = await loadAnswering().catch(() => null);
      const problem = answering?.refusalProblem(error, "modify").text ?? null;
      setState({ step: "asking", pending: false, problem });
    }
  };

  return (
    <div className="w-full rounded-box border border-base-300 p-3" data-testid="my-response-link">
      <p className="text-sm text-base-content/80">
        이 링크를 열면 어느 기기에서든 비밀번호 없이 이 응답을 바꾸거나 취소할 수 있어요. 나만
        간직하세요. 새로 만들면 이전 링크는 더 이상 열리지 않습니다.
      </p>
      {state.step === "asking" ? (
        <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={make} noValidate>
          <label className="flex min-w-0 grow flex-col gap-1 text-sm" htmlFor={`${ids}-password`}>
            비밀번호
            <input
              id={`${ids}-password`}
              type="password"
              className={`input w-full text-base ${state.problem ? "input-error" : ""}`}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={state.problem ? true : undefined}
              aria-describedby={state.problem ? `${ids}-problem` : undefined}
            />
          </label>
          <button type="submit" className="btn btn-primary" disabled={state.pending}>
            {state.pending && <span className="loading loading-spinner loading-sm" />}
            링크 만들기
          </button>
          {state.problem && (
            <p id={`${ids}-problem`} role="alert" className="w-full text-sm text-error">
              {state.problem}
            </p>
          )}
        </form>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <input
            className="input input-sm w-full font-mono text-xs"
            readOnly
            value={state.link}
            aria-label="내 응답 링크"
            onFocus={(event) => event.target.select()}
          />
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() =>
              navigator.clipboard
                .writeText(state.link)
                .then(() => setState({ ...state, copied: true }))
                .catch(() => {})
            }
          >
            {state.copied ? "복사했습니다" : "링크 복사"}
          </button>
          {typeof navigator.share === "function" && (
            <button
              type="button"
              className="btn btn-sm"
              onClick={() =>
                navigator.share({ title: "내 응답 링크", url: state.link }).catch(() => {})
              }
            >
              공유
            </button>
          )}
        </div>
      )}
    </div>
  );
}
