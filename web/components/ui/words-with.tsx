import { Fragment, type ReactNode } from "react";

/** Stands in for a part while the message is worded: a private-use character no message holds. */
const mark = (name: string) => `\uE000${name}\uE000`;
const MARKS = /\uE000(\w+)\uE000/;

/**
 * One whole sentence from the catalog with elements inside it (a link, a <code>, a bold
 * word): the message takes each element as an input, worded here as a mark, and the marks are
 * then replaced by the elements. The sentence stays one message, its order the language's own.
 */
export function WordsWith<Name extends string>({
  words,
  parts,
}: {
  words: (marks: Record<Name, string>) => string;
  parts: Record<Name, ReactNode>;
}) {
  const names = Object.keys(parts) as Name[];
  const marks = Object.fromEntries(names.map((name) => [name, mark(name)])) as Record<Name, string>;
  // split with a capturing group: text, a part's name, text, a part's name, …
  const pieces = words(marks).split(MARKS);
  return (
    <>
      {pieces.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's pieces never reorder
        <Fragment key={index}>{index % 2 === 1 ? parts[piece as Name] : piece}</Fragment>
      ))}
    </>
  );
}
