import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "../../../web/components/ui/email-address";

describe("EmailAddress", () => {
  it("may break only before '@' and '.', and reads and copies as the address", () => {
    const { container } = render(<EmailAddress email="minji.kim@example.co.kr" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span.textContent).toBe("minji.kim@example.co.kr");
    // A <wbr> before each '@' and '.': the places a line may end.
    expect(span.innerHTML.split("<wbr>")).toEqual(["minji", ".kim", "@example", ".co", ".kr"]);
  });

  it("leaves anything without such marks whole", () => {
    const { container } = render(<EmailAddress email="localhost" />);
    expect(container.querySelector("wbr")).toBeNull();
  });
});
