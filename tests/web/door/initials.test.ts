import { describe, expect, test } from "vitest";
import { initialOf, nameMatches } from "../../../web/features/organiser/door/initials";

describe("initial consonants of Hangul syllables", () => {
  test.each([
    ["가", "ㄱ"],
    ["까", "ㄲ"],
    ["홍", "ㅎ"],
    ["길", "ㄱ"],
    ["동", "ㄷ"],
    ["쌍", "ㅆ"],
    ["힣", "ㅎ"], // the last syllable
    ["아", "ㅇ"],
  ])("%s begins with %s", (syllable, initial) => {
    expect(initialOf(syllable)).toBe(initial);
  });

  test.each(["a", "ㄱ", "1", " ", "ㅏ", "一"])("%s is no syllable", (char) => {
    expect(initialOf(char)).toBeNull();
  });
});

describe("finding a name at the door", () => {
  test.each([
    ["홍길동", "ㅎㄱㄷ"],
    ["홍길동", "ㄱㄷ"],
    ["홍길동", "홍ㄱㄷ"],
    ["홍길동", "길동"],
    ["홍길동", "ㅎ길"],
    ["홍 길동", "ㅎㄱㄷ"],
    ["홍길동", "홍 길"],
    ["김민지", "ㅁㅈ"],
    ["Kim Minji", "minji"],
    ["쌍둥이", "ㅆㄷ"],
    ["누구든", ""],
  ])("%s is found by '%s'", (name, query) => {
    expect(nameMatches(name, query)).toBe(true);
  });

  test.each([
    ["홍길동", "ㅎㄷㄱ"],
    ["홍길동", "ㄱㄱ"],
    ["쌍둥이", "ㅅㄷ"], // ㅆ is its own initial, not ㅅ
    ["홍길동", "ㅎㄱㄷㅇ"],
    ["김민지", "홍"],
    ["Kim", "kimm"],
  ])("%s is not found by '%s'", (name, query) => {
    expect(nameMatches(name, query)).toBe(false);
  });

  test("a name typed in decomposed jamo (NFD) is the same name", () => {
    expect(nameMatches("홍길동".normalize("NFD"), "ㅎㄱㄷ")).toBe(true);
    expect(nameMatches("홍길동", "길동".normalize("NFD"))).toBe(true);
  });
});
