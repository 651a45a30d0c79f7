import { QueryClient } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepServedReply } from "../../../web/app/served-reply";
import { readMyResponses } from "../../../web/features/invitee/my-responses/read";
import { rememberResponse } from "../../../web/features/invitee/my-responses/write";
import { sendAnswer } from "../../../web/features/invitee/sending/answering";
import { adoptPostedResponse } from "../../../web/features/invitee/sending/posted-response";
import { json } from "../../support/web/http";
import { publicResponse } from "../../support/web/responses";

/**
 * Where this browser gets the key of its own response's personal link (decisions 0018
 * and 0039): from a
 * sign-up the page's form posted before the app took over (the page's reply hands the response
 * over, in the route's action data inline in the page), or, for a sign-up the app sends, made at once with the password
 * just typed; a new password forgets it.
 */

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c55";
const KEY = "Posted_key-0123456789abcdefghijklmnopqrstuv";
const response = publicResponse(3, "waiting", { name: "서연" });
const entry = { id: response.id, name: "서연", status: "waiting" as const, revision: 7 };

/** The page answering a form post: the posted response in the reply, the route's action data. */
function answeredPage(posted: unknown) {
  const data = JSON.stringify({
    "0-5": { ok: true, text: "정원이 차서 대기 명단에 올랐습니다.", posted },
  });
  document.body.innerHTML = `<script type="application/json" id="action-data">${data.replaceAll("<", "\\u003c")}</script>`;
  keepServedReply();
}

afterEach(() => {
  document.body.innerHTML = "";
  keepServedReply();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("a response the page's own form post made", () => {
  it("is this browser's once the answering code arrives, with its link's key", () => {
    answeredPage({ event_id: EVENT, ...entry, key: KEY });
    adoptPostedResponse();
    expect(readMyResponses(EVENT)).toEqual([{ ...entry, key: KEY }]);
  });

  it("keeps the key it had after a change, forgets it after a new password, takes no non-key", () => {
    rememberResponse(EVENT, { ...entry, key: KEY });
    answeredPage({ event_id: EVENT, ...entry, status: "maybe", revision: 8 });
    adoptPostedResponse();
    expect(readMyResponses(EVENT)).toEqual([{ ...entry, status: "maybe", revision: 8, key: KEY }]);

    answeredPage({ event_id: EVENT, ...entry, revision: 9, key: null });
    adoptPostedResponse();
    expect(readMyResponses(EVENT)).toEqual([{ ...entry, revision: 9 }]);

    answeredPage({ event_id: EVENT, ...entry, revision: 10, key: "not a key" });
    adoptPostedResponse();
    expect(readMyResponses(EVENT)).toEqual([{ ...entry, revision: 10 }]);
  });

  it("is nothing when the page has no answer, or one it cannot read", () => {
    adoptPostedResponse();
    document.body.innerHTML = `<script type="application/json" id="action-data">{not json</script>`;
    keepServedReply();
    adoptPostedResponse();
    answeredPage({ event_id: EVENT, id: 3, name: "서연" });
    adoptPostedResponse();
    expect(readMyResponses(EVENT)).toEqual([]);
  });
});

describe("a sign-up the app sends", () => {
  const reply = (status: "waiting" | "maybe") => ({
    message: "Response created",
    response: { ...response, status },
    waiting_position: status === "waiting" ? 1 : null,
    promoted: [],
    offered: [],
    notify: { email: null, email_verified: false, push: false },
    revision: 7,
  });

  it("makes its personal link with the password just typed, and keeps the key", async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input).includes("/my-link") ? json(201, { key: KEY }) : json(201, reply("waiting")),
    );
    vi.stubGlobal("fetch", fetch);
    await sendAnswer(new QueryClient(), EVENT, {
      action: "submit",
      name: "서연",
      password: "pass3",
      change: { status: "waiting" },
      idempotencyKey: "attempt-1",
    });
    await waitFor(() => expect(readMyResponses(EVENT)).toEqual([{ ...entry, key: KEY }]));
    const made = fetch.mock.calls.find(([url]) => String(url).includes("/my-link"));
    expect(JSON.parse(String(made?.[1]?.body))).toEqual({ name: "서연", password: "pass3" });
  });

  it("forgets the key once a change sets a new password", async () => {
    rememberResponse(EVENT, { ...entry, key: KEY });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, reply("maybe"))),
    );
    await sendAnswer(new QueryClient(), EVENT, {
      action: "modify",
      name: "서연",
      password: "pass3",
      change: { status: "maybe", new_password: "pass33" },
    });
    expect(readMyResponses(EVENT)).toEqual([{ ...entry, status: "maybe" }]);
  });
});
