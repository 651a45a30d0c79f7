import type { MessagePart } from "#i18n/paraglide/runtime.js";

/**
 * A message whose catalog marks words to stand out (`{#strong}{name}{/strong}님이 …`), rendered
 * with those words in `className`: the sentence stays one message in every language, wherever
 * its language puts the marked words. Other markup is rendered as its text alone.
 */
export function StrongParts({ parts, className }: { parts: MessagePart[]; className: string }) {
  let strong = false;
  return parts.map((part, at) => {
    if (part.type === "markup-start" || part.type === "markup-end") {
      strong = part.type === "markup-start" && part.name === "strong";
      return null;
    }
    if (part.type !== "text") return null;
    return strong ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts keep their order.
      <span key={at} className={className}>
        {part.value}
      </span>
    ) : (
      part.value
    );
  });
}
