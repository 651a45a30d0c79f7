import { expect, test } from "vitest";
import { isPersonalLink, passAddress, passForEvent } from "../../../web/lib/check-in-pass";

const EVENT = "2b1f7c0e-5d0a-4c6e-9a51-1f0e2d3c4b5a";
const OTHER = "9c1f7c0e-5d0a-4c6e-9a51-1f0e2d3c4b5a";
const RESPONSE = "7d2e1f0c-3b4a-4c5d-8e6f-0a1b2c3d4e5f";
const PASS = `${RESPONSE}.abcdefghijklmnopqrstuvwxyzABCDEFGHIJ_-01234`;
const KEY = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ_-01234";

test("the QR's address gives its pass back at this event's door", () => {
  const address = passAddress("https://moim.example", EVENT, PASS);
  expect(address).toBe(`https://moim.example/events/${EVENT}/door#pass=${PASS}`);
  expect(passForEvent(address, EVENT)).toBe(PASS);
  // Another address of the app, a trailing slash, spaces around what the scanner read.
  expect(passForEvent(` http://localhost:8796/events/${EVENT}/door/#pass=${PASS}\n`, EVENT)).toBe(
    PASS,
  );
});

test.each([
  ["another event's pass", `https://moim.example/events/${OTHER}/door#pass=${PASS}`],
  ["the door without a pass", `https://moim.example/events/${EVENT}/door`],
  ["a pass cut short", `https://moim.example/events/${EVENT}/door#pass=${PASS.slice(0, -1)}`],
  ["a pass without its response", `https://moim.example/events/${EVENT}/door#pass=${KEY}`],
  ["the pass in the query", `https://moim.example/events/${EVENT}/door?pass=${PASS}`],
  ["a personal link", `https://moim.example/events/${EVENT}/public#key=${KEY}`],
  ["not an address", "홍길동"],
  ["a pass alone", PASS],
  ["another scheme", `javascript://moim.example/events/${EVENT}/door#pass=${PASS}`],
])("%s gives no pass", (_, scanned) => {
  expect(passForEvent(scanned, EVENT)).toBeNull();
});

test("a personal link is told apart, to say at the door that it is no pass", () => {
  expect(isPersonalLink(`https://moim.example/events/${EVENT}/public#key=${KEY}`)).toBe(true);
  expect(isPersonalLink(passAddress("https://moim.example", EVENT, PASS))).toBe(false);
  expect(isPersonalLink(`https://moim.example/events/${EVENT}/public`)).toBe(false);
  expect(isPersonalLink("홍길동")).toBe(false);
});
