import { describe, expect, it } from "vitest";
import { waitingPlaces } from "../../../web/features/organiser/components/responses/response-labels";
import {
  BOM,
  csvField,
  neutraliseFormula,
  responsesCsv,
} from "../../../web/features/organiser/components/responses/responses-csv";
import { readIn } from "../../support/web/language";
import { CAR, MEAL } from "../../support/web/questions";
import { adminResponse, csvCells } from "../../support/web/responses";

const at = "2024-03-05T05:07:00.000Z";
const seoul = "Asia/Seoul";
const atInSeoul = "2024년 3월 5일 화 오후 2:07";

describe("responsesCsv", () => {
  it("starts with the UTF-8 BOM and a Korean header, and ends every line with CRLF", () => {
    const csv = responsesCsv([], seoul);
    expect(csv).toBe(
      `${BOM}이름,상태,동반 인원,메시지,응답 시간,리마인더,참석 확인 시간,입장 시각,입장 처리\r\n`,
    );
  });

  it("writes one row per response with the status in Korean and an empty message as empty", () => {
    const csv = responsesCsv(
      [
        { name: "김민지", status: "attending", guests: 0, message: "기대돼요", created_at: at },
        { name: "이서준", status: "waiting", guests: 0, message: null, created_at: at },
        { name: "박지우", status: "not_attending", guests: 0, message: null, created_at: at },
        { name: "최유나", status: "maybe", guests: 0, message: null, created_at: at },
      ],
      seoul,
    );
    expect(csv.split("\r\n")).toEqual([
      `${BOM}이름,상태,동반 인원,메시지,응답 시간,리마인더,참석 확인 시간,입장 시각,입장 처리`,
      `김민지,참석,0,기대돼요,${atInSeoul},,,,`,
      `이서준,대기,0,,${atInSeoul},,,,`,
      `박지우,불참,0,,${atInSeoul},,,,`,
      `최유나,미정,0,,${atInSeoul},,,,`,
      "",
    ]);
  });

  it("quotes commas, quotes and line breaks so a message stays in one cell", () => {
    const csv = responsesCsv(
      [
        {
          name: 'A "B"',
          status: "attending",
          guests: 0,
          message: "늦어요,\r\n미안해요",
          created_at: at,
        },
      ],
      seoul,
    );
    expect(csv).toContain(`"A ""B""",참석,0,"늦어요,\r\n미안해요",${atInSeoul},,,,\r\n`);
  });

  it("keeps cells that look like formulas as text", () => {
    const csv = responsesCsv(
      [
        {
          name: '=HYPERLINK("http://x")',
          status: "maybe",
          guests: 0,
          message: "+1",
          created_at: at,
        },
      ],
      seoul,
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")",미정,0,'+1,`);
  });
});

describe("the CSV's guests", () => {
  it("gives each response its guests as a number, so a spreadsheet can add up the people", () => {
    const csv = responsesCsv(
      [
        { name: "김민지", status: "attending", guests: 2, message: null, created_at: at },
        { name: "이서준", status: "attending", guests: 0, message: null, created_at: at },
        { name: "박지우", status: "waiting", guests: 3, message: null, created_at: at },
      ],
      seoul,
    );
    const rows = csv.slice(1).split("\r\n").slice(1, -1);
    expect(rows.map((row) => row.split(",").slice(0, 3))).toEqual([
      ["김민지", "참석", "2"],
      ["이서준", "참석", "0"],
      ["박지우", "대기", "3"],
    ]);
    // Attending people: each attending row and its guests (what the stat card shows): 3 + 1.
    const attendingPeople = rows
      .map((row) => row.split(","))
      .filter(([, status]) => status === "참석")
      .reduce((people, [, , guests]) => people + 1 + Number(guests), 0);
    expect(attendingPeople).toBe(4);
  });
});

describe("csvField", () => {
  it("leaves plain text alone", () => {
    expect(csvField("홍길동")).toBe("홍길동");
    expect(csvField("")).toBe("");
  });

  it("neutralises = + - @ tab and CR at the start only", () => {
    for (const lead of ["=", "+", "-", "@", "\t"]) {
      expect(neutraliseFormula(`${lead}1`)).toBe(`'${lead}1`);
    }
    expect(csvField("\r1")).toBe('"\'\r1"');
    expect(neutraliseFormula("a=b")).toBe("a=b");
    expect(neutraliseFormula("010-1234")).toBe("010-1234");
  });
});

describe("the CSV's times", () => {
  it("read on the event's clock, in Korean, whatever the browser's zone", () => {
    const row = [
      { name: "김민지", status: "attending" as const, guests: 0, message: null, created_at: at },
    ];
    expect(responsesCsv(row, seoul)).toContain(`김민지,참석,0,,${atInSeoul},,,,\r\n`);
    // 05:07 UTC is 06:07 in Berlin in March (before the clocks go forward), 21:07 the day
    // before in Los Angeles; the header names the zone.
    const berlin = responsesCsv(row, "Europe/Berlin");
    expect(berlin).toContain(
      "응답 시간 (베를린 시간),리마인더,참석 확인 시간 (베를린 시간),입장 시각 (베를린 시간),입장 처리\r\n",
    );
    expect(berlin).toContain("김민지,참석,0,,2024년 3월 5일 화 오전 6:07,,,,\r\n");
    expect(responsesCsv(row, "America/Los_Angeles")).toContain(
      "김민지,참석,0,,2024년 3월 4일 월 오후 9:07,,,,\r\n",
    );
  });
});

describe("waitingPlaces", () => {
  it("numbers only the waiting responses, in the order given", () => {
    const places = waitingPlaces([
      { id: "a", status: "attending" },
      { id: "b", status: "waiting" },
      { id: "c", status: "maybe" },
      { id: "d", status: "waiting" },
    ]);
    expect([...places]).toEqual([
      ["b", 1],
      ["d", 2],
    ]);
  });
});

describe("the CSV in English", () => {
  it("heads its columns and words its reminder and answers in the language read at download", () => {
    const rows = [
      adminResponse("Minji", "attending", 1, {
        confirmed_at: at,
        reminder: "delivered",
        answers: { [MEAL.id]: "양식", [CAR.id]: true },
      }),
      adminResponse("Seojun", "attending", 0, {
        reminder: "failed",
        answers: { [CAR.id]: false },
      }),
      adminResponse("Haneul", "attending", 0, { reminder: "pending" }),
      adminResponse("Jiwoo", "not_attending", 0, { reminder: "delivered" }),
    ];
    readIn("en");
    const cells = csvCells(responsesCsv(rows, seoul, [MEAL, CAR]));
    expect(cells[0]).toEqual([
      "Name",
      "Status",
      "Guests",
      "Message",
      "Responded at",
      "Reminder",
      "Confirmed at",
      "Checked in at",
      "Checked in by",
      "식사 메뉴",
      "차 있어요?",
    ]);
    expect(cells.slice(1).map((row) => [row[0], row[5], ...row.slice(9)])).toEqual([
      ["Minji", "Confirmed", "양식 (removed choice)", "Yes"],
      ["Seojun", "Not reached", "", "No"],
      ["Haneul", "Reminded · no reply", "", ""],
      ["Jiwoo", "Reminded", "", ""],
    ]);
  });

  it("names the zone beside the times' headers in English too", () => {
    readIn("en");
    const [header] = csvCells(responsesCsv([], "Europe/Berlin"));
    expect(header?.[4]).toMatch(/^Responded at \(.+\)$/);
    expect(header?.[6]).toMatch(/^Confirmed at \(.+\)$/);
    expect(header?.[7]).toMatch(/^Checked in at \(.+\)$/);
  });
});
