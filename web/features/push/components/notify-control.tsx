import { useEffect, useState } from "react";
import type { ResponsePublic } from "#contract/responses";
import { m } from "#messages";
import { Icon } from "../../invitee";
import { subscribePush, unsubscribePush, vapidPublicKey } from "../api/push-calls";
import {
  currentSubscription,
  subscribeThisBrowser,
  subscriptionJson,
} from "../browser-subscription";
import { setNotifyOn, useNotifyOn } from "../notify-memory";
import { problemText } from "../notify-text";
import { permissionText } from "../permission-text";
import { followRenewals, unfollowRenewalsIfNone } from "../renewal-follow";
import { NotifyPasswordForm } from "./notify-password-form";

type Step =
  | { step: "idle"; problem: string | null }
  | { step: "subscribing" }
  | { step: "asking"; subscription: PushSubscription; pending: boolean; problem: string | null }
  | { step: "stopping" };

const IDLE: Step = { step: "idle", problem: null };

/**
 * Notifications for one of this browser's responses: a waiting invitee hears when they get a
 * seat, anyone when the event changes or the organiser announces something. Only shown where the
 * browser has the Push API (response-channels.tsx decides).
 */
export function NotifyControl({
  eventId,
  response,
  closed,
}: {
  eventId: string;
  response: ResponsePublic;
  /** Responses are closed: no new subscription (the server refuses it), but one may be stopped. */
  closed: boolean;
}) {
  const on = useNotifyOn(eventId, response.id);
  const [state, setState] = useState<Step>(IDLE);
  const problem = state.step === "idle" ? state.problem : null;

  // Remembered as on, but the browser no longer holds a subscription (permission taken back,
  // site data cleared, expired): show it off, so pressing turns it on again. Still held (just
  // turned on, or opened again): the service worker follows the event's renewals.
  useEffect(() => {
    if (!on) return;
    let stale = false;
    currentSubscription().then(
      (subscription) => {
        if (stale) return;
        if (subscription) void followRenewals(eventId);
        else setNotifyOn(eventId, response.id, false);
      },
      () => {},
    );
    return () => {
      stale = true;
    };
  }, [on, eventId, response.id]);

  if (closed && !on) return null;

  // Everything before the password runs inside the press (subscribeThisBrowser says why).
  const start = async () => {
    setState({ step: "subscribing" });
    try {
      const result = await subscribeThisBrowser(vapidPublicKey());
      if (!result.ok) {
        setState({ step: "idle", problem: permissionText(result.permission) });
        return;
      }
      setState({
        step: "asking",
        subscription: result.subscription,
        pending: false,
        problem: null,
      });
    } catch (error) {
      setState({ step: "idle", problem: await problemText(error) });
    }
  };

  const confirm = async (subscription: PushSubscription, password: string) => {
    setState({ step: "asking", subscription, pending: true, problem: null });
    try {
      await subscribePush(eventId, {
        name: response.name,
        password,
        subscription: subscriptionJson(subscription),
      });
      setNotifyOn(eventId, response.id, true);
      setState(IDLE);
    } catch (error) {
      setState({ step: "asking", subscription, pending: false, problem: await problemText(error) });
    }
  };

  const stop = async () => {
    setState({ step: "stopping" });
    try {
      const subscription = await currentSubscription();
      // The browser's subscription stays: this browser's other responses may still use it.
      if (subscription) {
        await unsubscribePush(eventId, {
          endpoint: subscription.endpoint,
          response_id: response.id,
        });
      }
      setNotifyOn(eventId, response.id, false);
      void unfollowRenewalsIfNone(eventId);
      setState(IDLE);
    } catch (error) {
      setState({ step: "idle", problem: await problemText(error) });
    }
  };

  if (state.step === "asking") {
    return (
      <NotifyPasswordForm
        waiting={response.status === "waiting"}
        pending={state.pending}
        problem={state.problem}
        onSubmit={(password) => void confirm(state.subscription, password)}
        onClose={() => setState(IDLE)}
      />
    );
  }

  const busy = state.step === "subscribing" || state.step === "stopping";
  return (
    <>
      {on ? (
        <div className="flex flex-wrap items-center gap-2" data-testid="notify-on">
          <span className="badge badge-success badge-soft gap-1">
            <Icon name="bell" className="size-4" />
            {m.account_notify_on()}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => void stop()}
            disabled={busy}
            aria-label={m.account_notify_off_for({ name: response.name })}
          >
            {busy && <span className="loading loading-sm" />}
            {m.account_notify_off()}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => void start()}
          disabled={busy}
          data-testid="notify-button"
        >
          {busy ? <span className="loading loading-sm" /> : <Icon name="bell" className="size-4" />}
          {response.status === "waiting" ? m.account_notify_seat() : m.account_notify_changes()}
        </button>
      )}
      {problem && (
        <p role="alert" className="w-full text-sm text-error" data-testid="notify-problem">
          {problem}
        </p>
      )}
    </>
  );
}
