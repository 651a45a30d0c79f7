import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "../../../web/components/ui/confirm-dialog";

const props = {
  title: "Delete User",
  body: "Are you sure?",
  confirmLabel: "Delete",
};

describe("ConfirmDialog", () => {
  it("shows its body only while open", () => {
    const { rerender } = render(
      <ConfirmDialog {...props} open={false} onConfirm={() => {}} onClose={() => {}} />,
    );
    expect(screen.queryByText("Are you sure?")).toBeNull();
    rerender(<ConfirmDialog {...props} open onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.getByText("Are you sure?")).toBeTruthy();
  });

  it("calls onConfirm and onClose from its buttons", async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<ConfirmDialog {...props} open onConfirm={onConfirm} onClose={onClose} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete", hidden: true }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel", hidden: true }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("holds both buttons while the confirmed call runs", () => {
    render(<ConfirmDialog {...props} open pending onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.getByRole("button", { name: "Delete", hidden: true })).toHaveProperty(
      "disabled",
      true,
    );
    expect(screen.getByRole("button", { name: "Cancel", hidden: true })).toHaveProperty(
      "disabled",
      true,
    );
  });
});
