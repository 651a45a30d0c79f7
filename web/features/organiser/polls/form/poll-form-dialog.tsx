import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { PollDetail } from "#contract/polls";
import { m } from "#messages";
import { Modal } from "../../../../components/ui/modal";
import { attemptKeys } from "../../../../lib/idempotency-key";
import { DiscardQuestion } from "../../components/event-form/ask-first";
import { useCreatePoll } from "../api/create-poll";
import { useUpdatePoll } from "../api/update-poll";
import { tallyPath } from "../poll-link";
import { PollForm } from "./poll-form";
import { emptyPollForm, toPollCreate, toPollFormValues, toPollUpdate } from "./poll-form-schema";

type PollFormDialogProps = {
  open: boolean;
  /** The poll being edited; without it the dialog makes a new one. */
  poll?: PollDetail | null;
  onClose: () => void;
};

/**
 * Making a poll and changing one share a modal, as events do. A new poll opens its tally page,
 * where its link waits to be shared; closing with typed content asks first.
 */
export function PollFormDialog({ open, poll, onClose }: PollFormDialogProps) {
  const navigate = useNavigate();
  const create = useCreatePoll({
    onSuccess: (pollId) => {
      close();
      navigate(tallyPath(pollId), { state: { created: true } });
    },
  });
  const update = useUpdatePoll({ onSuccess: () => close() });
  const call = poll ? update : create;
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  // Pressing 만들기 again after a lost reply sends the same key: the Worker finds the first poll.
  const [keys] = useState(attemptKeys);
  const onDirtyChange = useCallback((now: boolean) => {
    dirty.current = now;
  }, []);

  function close() {
    keys.forget();
    dirty.current = false;
    setAsking(false);
    create.reset();
    update.reset();
    onClose();
  }

  function requestClose() {
    if (call.isPending) return;
    if (dirty.current) setAsking(true);
    else close();
  }

  return (
    <Modal
      open={open}
      title={poll ? m.poll_org_form_title_edit() : m.poll_org_form_title_new()}
      onClose={requestClose}
      busy={call.isPending}
    >
      <PollForm
        initial={poll ? toPollFormValues(poll) : emptyPollForm()}
        editing={poll !== null && poll !== undefined}
        refusal={call.error}
        onDirtyChange={onDirtyChange}
        onSubmit={(values) => {
          if (poll) update.mutate({ pollId: poll.id, poll: toPollUpdate(values, poll.time_zone) });
          else {
            const body = toPollCreate(values);
            create.mutate({ poll: body, key: keys.keyFor(JSON.stringify(body)) });
          }
        }}
        footer={
          asking ? (
            <DiscardQuestion onKeep={() => setAsking(false)} onProceed={close} />
          ) : (
            <div className="modal-action">
              <button
                type="button"
                className="btn btn-ghost"
                onClick={requestClose}
                disabled={call.isPending}
              >
                {m.organiser_form_cancel()}
              </button>
              <button type="submit" className="btn btn-primary" disabled={call.isPending}>
                {call.isPending && <span className="loading loading-sm" />}
                {poll ? m.organiser_form_save() : m.poll_org_form_create()}
              </button>
            </div>
          )
        }
      />
    </Modal>
  );
}
