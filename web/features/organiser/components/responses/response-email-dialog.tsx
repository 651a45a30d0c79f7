import { useId, useState } from "react";
import type { ResponseAdmin } from "#contract/responses";
import { m } from "#messages";
import { Modal } from "../../../../components/ui/modal";
import { errorText } from "../../../../lib/error-text";
import { RESPONSE_EMAIL_MAX, useSendResponseEmail } from "../../api/response-email";
import { StrongParts } from "./strong-parts";

type ResponseEmailDialogProps = {
  eventId: string;
  /** The response to write to, or null while closed. */
  response: ResponseAdmin | null;
  onClose: () => void;
};

/**
 * '이메일 보내기': the organiser's short message to one response, mailed by the server to its
 * verified address (which this page never sees). Closes with a toast once sent; a refusal shows
 * inside, where the eye is, and keeps what was written.
 */
export function ResponseEmailDialog({ eventId, response, onClose }: ResponseEmailDialogProps) {
  const send = useSendResponseEmail(eventId, { onSent: onClose });
  const close = () => {
    send.reset();
    onClose();
  };
  return (
    <Modal
      open={response !== null}
      title={m.responses_send_email()}
      onClose={close}
      busy={send.isPending}
    >
      {response && (
        <EmailForm
          response={response}
          pending={send.isPending}
          error={send.error}
          onSend={(message) => send.mutate({ responseId: response.id, message })}
          onClose={close}
        />
      )}
    </Modal>
  );
}

function EmailForm({
  response,
  pending,
  error,
  onSend,
  onClose,
}: {
  response: ResponseAdmin;
  pending: boolean;
  error: Error | null;
  onSend: (message: string) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const [message, setMessage] = useState("");
  const blank = message.trim() === "";
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank && !pending) onSend(message.trim());
      }}
    >
      <p className="text-sm text-base-content/70">
        <StrongParts
          parts={m.responses_email_explain.parts({ name: response.name })}
          className="font-semibold wrap-anywhere"
        />
      </p>
      <fieldset className="fieldset gap-1 p-0">
        <label className="fieldset-legend pb-1" htmlFor={`${ids}-message`}>
          {m.responses_email_message()}
        </label>
        <textarea
          id={`${ids}-message`}
          className="textarea w-full text-base"
          rows={4}
          maxLength={RESPONSE_EMAIL_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={`${ids}-count`}
        />
        <p id={`${ids}-count`} className="label justify-end tabular-nums" data-testid="email-count">
          {m.responses_characters({ count: message.length, max: RESPONSE_EMAIL_MAX })}
        </p>
      </fieldset>
      {error && (
        <div role="alert" className="alert alert-error alert-soft text-sm">
          {errorText(error)}
        </div>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={pending}>
          {m.responses_cancel()}
        </button>
        <button type="submit" className="btn btn-primary" disabled={blank || pending}>
          {pending && <span className="loading loading-sm" />}
          {m.responses_email_send()}
        </button>
      </div>
    </form>
  );
}
