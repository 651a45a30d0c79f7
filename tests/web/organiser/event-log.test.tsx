import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventLog, EventLogEntry } from "#contract/hosts";
import { EventLogDialog } from "../../../web/features/organiser/components/event-log/event-log-dialog";
import { logLine } from "../../../web/features/organiser/components/event-log/log-line";
import { json } from "../../support/web/http";
import { readIn } from "../../support/web/language";

/** '기록' (decision 0043): the event's log in Korean, newest first, on the event's clock. */

const entry = (fields: Partial<EventLogEntry>): EventLogEntry => ({
  id: crypto.randomUUID(),
  at: "2026-12-19T01:02:00.000Z",
  kind: "host_added",
  actor: "김운영",
  subject: "a@b.c",
  role: null,
  ...fields,
});

afterEach(() => vi.unstubAllGlobals());

describe("a log line", () => {
  it("says each kind in Korean, the role with its particle", () => {
    const lines = [
      entry({ kind: "host_added", role: "manager" }),
      entry({ kind: "host_invited", role: "checkin" }),
      entry({ kind: "host_role_changed", role: "checkin" }),
      entry({ kind: "host_removed" }),
      entry({ kind: "host_left", actor: "문지기" }),
      entry({ kind: "invitation_withdrawn" }),
      entry({ kind: "invitation_accepted", actor: "문지기", subject: "door@b.c", role: "checkin" }),
      entry({ kind: "checked_in", actor: "문지기", subject: "홍길동" }),
      entry({ kind: "check_in_undone", actor: "문지기", subject: "홍길동" }),
    ].map(logLine);
    expect(lines).toEqual([
      "김운영 님이 a@b.c 님을 공동 주최로 추가했어요",
      "김운영 님이 a@b.c 님을 입장 확인으로 초대했어요",
      "김운영 님이 a@b.c 님의 역할을 입장 확인으로 바꿨어요",
      "김운영 님이 a@b.c 님을 운영진에서 뺐어요",
      "문지기 님이 운영진에서 나갔어요",
      "김운영 님이 a@b.c 님에게 보낸 초대를 취소했어요",
      "문지기 님이 초대를 받아 입장 확인으로 함께해요",
      "문지기 님이 홍길동 님을 입장 처리했어요",
      "문지기 님이 홍길동 님의 입장 처리를 취소했어요",
    ]);
  });
});

describe("the log dialog", () => {
  const renderLog = (log: EventLog, zone = "Asia/Seoul") => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => json(200, log));
    vi.stubGlobal("fetch", fetch);
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <EventLogDialog
          event={{ id: "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11", title: "송년회", time_zone: zone }}
          onClose={() => {}}
        />
      </QueryClientProvider>,
    );
    return fetch;
  };

  it("shows the entries in the order the Worker gives them (newest first), each at its time on the event's clock", async () => {
    const fetch = renderLog(
      {
        data: [
          entry({
            kind: "checked_in",
            actor: "문지기",
            subject: "홍길동",
            at: "2026-12-19T10:02:00.000Z",
          }),
          entry({
            kind: "host_added",
            role: "checkin",
            subject: "door@b.c",
            at: "2026-12-01T00:00:00.000Z",
          }),
        ],
        count: 2,
      },
      "Europe/Berlin",
    );
    const rows = await screen.findAllByTestId("log-entry");
    expect(rows.map((row) => row.textContent)).toEqual([
      "문지기 님이 홍길동 님을 입장 처리했어요12월 19일 오전 11:02",
      "김운영 님이 door@b.c 님을 입장 확인으로 추가했어요12월 1일 오전 1:00",
    ]);
    expect(String(fetch.mock.calls[0]?.[0])).toContain(
      "/api/v1/events/5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11/log?skip=0&limit=200",
    );
  });

  it("says so when there is nothing yet", async () => {
    renderLog({ data: [], count: 0 });
    expect(await screen.findByText("아직 기록이 없어요.")).toBeTruthy();
  });
});

describe("the log in English", () => {
  it("says each kind as an English sentence, the role as English words", () => {
    readIn("en");
    const lines = [
      entry({ kind: "host_added", role: "manager" }),
      entry({ kind: "host_invited", role: "checkin" }),
      entry({ kind: "host_role_changed", role: "checkin" }),
      entry({ kind: "host_removed" }),
      entry({ kind: "host_left", actor: "Door" }),
      entry({ kind: "invitation_withdrawn" }),
      entry({ kind: "invitation_accepted", actor: "Door", subject: "door@b.c", role: "manager" }),
      entry({ kind: "checked_in", actor: "Door", subject: "Hong" }),
      entry({ kind: "check_in_undone", actor: "Door", subject: "Hong" }),
    ].map(logLine);
    expect(lines).toEqual([
      "김운영 added a@b.c as a co-host",
      "김운영 invited a@b.c as door staff",
      "김운영 made a@b.c door staff",
      "김운영 removed a@b.c from the hosts",
      "Door left the hosts",
      "김운영 withdrew the invitation to a@b.c",
      "Door accepted the invitation and joined as a co-host",
      "Door checked Hong in",
      "Door undid Hong's check-in",
    ]);
  });

  it("titles the dialog and says when it holds nothing, or only the latest", async () => {
    readIn("en");
    const renderLog = (log: EventLog) => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => json(200, log)),
      );
      return render(
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <EventLogDialog
            event={{
              id: "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11",
              title: "Year-end",
              time_zone: "Asia/Seoul",
            }}
            onClose={() => {}}
          />
        </QueryClientProvider>,
      );
    };
    const { unmount } = renderLog({ data: [], count: 0 });
    expect(await screen.findByText("No activity yet.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Activity" })).toBeTruthy();
    unmount();
    renderLog({
      data: [entry({ kind: "checked_in", actor: "Door", subject: "Hong" })],
      count: 250,
    });
    expect(await screen.findByRole("list", { name: "Activity" })).toBeTruthy();
    expect(screen.getByText(/^Showing only the latest \d+\.$/)).toBeTruthy();
    expect(screen.getByTestId("log-entry").textContent).toContain("Door checked Hong in");
  });
});
