import { expect, test } from "vitest";
import { keyForEvent } from "../../../web/features/organiser/door/scanned-link";

const EVENT = "2b1f7c0e-5d0a-4c6e-9a51-1f0e2d3c4b5a";
const OTHER = "9c1f7c0e-5d0a-4c6e-9a51-1f0e2d3c4b5a";
const KEY = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ_-01234";

test("a personal link of this event gives its key", () => {
  expect(keyForEvent(`https://moim.example/events/${EVENT}/public#key=${KEY}`, EVENT)).toBe(KEY);
  // Another address of the app, a trailing slash, spaces around what the scanner read.
  expect(keyForEvent(` http://localhost:8796/events/${EVENT}/public/#key=${KEY}\n`, EVENT)).toBe(
    KEY,
  );
});

test.each([
  ["another event's link", `https://moim.example/events/${OTHER}/public#key=${KEY}`],
  ["the invite link, without a key", `https://moim.example/events/${EVENT}/public`],
  ["a key cut short", `https://moim.example/events/${EVENT}/public#key=${KEY.slice(1)}`],
  ["the key in the query", `https://moim.example/events/${EVENT}/public?key=${KEY}`],
  ["the organiser's page", `https://moim.example/events/${EVENT}/responses#key=${KEY}`],
  ["not an address", "홍길동"],
  ["a key alone", KEY],
  ["another scheme", `javascript://moim.example/events/${EVENT}/public#key=${KEY}`],
])("%s gives nothing", (_, scanned) => {
  expect(keyForEvent(scanned, EVENT)).toBeNull();
});
