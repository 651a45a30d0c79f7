import { useQuery } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { EventPublic } from "#contract/events";
import { m } from "#messages";
import { Modal } from "../../../../components/ui/modal";
import { appSettingsQuery } from "../../../../lib/app-settings";
import { mayHaveArrived } from "../../../../lib/error-detail";
import { attemptKeys } from "../../../../lib/idempotency-key";
import { useCreateEvent } from "../../api/create-event";
import { useUpdateEvent } from "../../api/update-event";
import { DiscardQuestion } from "./ask-first";
import { EventForm } from "./event-form";
import { emptyEventForm, toEventBody, toFormValues } from "./event-form-schema";
import { SendingNotice } from "./sending-notice";

type EventFormDialogProps = {
  open: boolean;
  /** The event being edited; without it the dialog creates a new one. */
  event?: EventPublic | null;
  onClose: () => void;
};

/**
 * Create and edit share one modal (both are dialogs). Closing it never loses
 * anything silently: while a call is out, Escape and 취소 stop waiting and keep the form; with
 * typed content, they ask first. A create carries an idempotency key, so pressing 만들기 again
 * after a lost answer cannot make the event twice.
 */
export function EventFormDialog({ open, event, onClose }: EventFormDialogProps) {
  const create = useCreateEvent({ onSuccess: () => close() });
  const update = useUpdateEvent({ onSuccess: () => close() });
  const call = event ? update : create;
  // Read as the dashboard opens, so that the dialog mostly has the bound when it opens.
  const retentionMax = useQuery(appSettingsQuery).data?.retention_days;
  const [keys] = useState(attemptKeys);
  const waiting = useRef<AbortController | null>(null);
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const [stopped, setStopped] = useState(false);
  const onDirtyChange = useCallback((now: boolean) => {
    dirty.current = now;
  }, []);

  function close() {
    dirty.current = false;
    setAsking(false);
    setStopped(false);
    create.reset();
    update.reset();
    keys.forget();
    onClose();
  }

  /** Escape, a click outside, 취소: first stop waiting, then ask before dropping typed text. */
  function requestClose() {
    if (call.isPending) {
      waiting.current?.abort();
      setStopped(true);
    } else if (dirty.current) {
      setAsking(true);
    } else {
      close();
    }
  }

  const failure = mayHaveArrived(call.error) ? "unanswered" : null;
  return (
    <Modal
      open={open}
      title={event ? m.organiser_form_title_edit() : m.organiser_form_title_new()}
      onClose={requestClose}
    >
      <EventForm
        initial={event ? toFormValues(event) : emptyEventForm(retentionMax)}
        eventId={event?.id}
        retentionMax={retentionMax}
        refusal={call.error}
        // A series is made here; a series' own changes are its page's (series/manage).
        repeat={event ? undefined : "create"}
        onDirtyChange={onDirtyChange}
        onSubmit={(values) => {
          const body = toEventBody(values);
          const controller = new AbortController();
          waiting.current = controller;
          setStopped(false);
          const { signal } = controller;
          if (event) update.mutate({ eventId: event.id, event: body, signal });
          else create.mutate({ event: body, key: keys.keyFor(JSON.stringify(body)), signal });
        }}
        footer={
          asking ? (
            // Asked in place of the buttons when closing would throw away what was typed.
            <DiscardQuestion onKeep={() => setAsking(false)} onProceed={close} />
          ) : (
            <>
              <SendingNotice
                creating={!event}
                state={stopped ? "stopped" : call.isPending ? "waiting" : failure}
              />
              <div className="modal-action">
                <button type="button" className="btn btn-ghost" onClick={requestClose}>
                  {call.isPending ? m.organiser_form_stop_waiting() : m.organiser_form_cancel()}
                </button>
                <button type="submit" className="btn btn-primary" disabled={call.isPending}>
                  {call.isPending && <span className="loading loading-sm" />}
                  {event ? m.organiser_form_save() : m.organiser_form_create()}
                </button>
              </div>
            </>
          )
        }
      />
    </Modal>
  );
}
