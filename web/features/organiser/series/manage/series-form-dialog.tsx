import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useRef, useState } from "react";
import type { SeriesPublic } from "#contract/series";
import { m } from "#messages";
import { Modal } from "../../../../components/ui/modal";
import { appSettingsQuery } from "../../../../lib/app-settings";
import { DiscardQuestion } from "../../components/event-form/ask-first";
import { EventForm } from "../../components/event-form/event-form";
import { useUpdateSeries } from "../api/update-series";
import { seriesFormValues, toSeriesBody } from "./series-form-values";

/**
 * '반복 모임 수정': the event dialog's own fields for the settings new occurrences get, and its
 * '반복' for the rule. Closing with changes typed asks first, as the event dialog does.
 */
export function SeriesFormDialog({
  series,
  open,
  onClose,
}: {
  series: SeriesPublic;
  open: boolean;
  onClose: () => void;
}) {
  const retentionMax = useQuery(appSettingsQuery).data?.retention_days;
  const update = useUpdateSeries({ onSuccess: () => close() });
  // The values the dialog opened with: what the body is compared with to see what moved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read afresh each time it opens.
  const initial = useMemo(
    () => seriesFormValues(series, retentionMax),
    [series, retentionMax, open],
  );
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const onDirtyChange = useCallback((now: boolean) => {
    dirty.current = now;
  }, []);

  function close() {
    dirty.current = false;
    setAsking(false);
    update.reset();
    onClose();
  }

  function requestClose() {
    if (update.isPending) return;
    if (dirty.current) setAsking(true);
    else close();
  }

  return (
    <Modal open={open} title={m.series_edit()} onClose={requestClose}>
      <p className="mb-2 text-sm text-base-content/70">{m.series_edit_help()}</p>
      {open && (
        <EventForm
          initial={initial}
          retentionMax={retentionMax}
          refusal={update.error}
          onDirtyChange={onDirtyChange}
          repeat="series"
          onSubmit={(values) =>
            update.mutate({ seriesId: series.id, series: toSeriesBody(values, initial, series) })
          }
          footer={
            asking ? (
              <DiscardQuestion onKeep={() => setAsking(false)} onProceed={close} />
            ) : (
              <div className="modal-action">
                <button type="button" className="btn btn-ghost" onClick={requestClose}>
                  {m.organiser_form_cancel()}
                </button>
                <button type="submit" className="btn btn-primary" disabled={update.isPending}>
                  {update.isPending && <span className="loading loading-sm" />}
                  {m.organiser_form_save()}
                </button>
              </div>
            )
          }
        />
      )}
    </Modal>
  );
}
