import type { KeyboardEvent } from "react";

/**
 * Keeps Tab inside a modal dialog: from the last control back to the first, and Shift+Tab the
 * other way. `focusable` names the controls the dialog holds.
 */
export function trapTab(event: KeyboardEvent<HTMLElement>, focusable: string): void {
  if (event.key !== "Tab") return;
  const controls = event.currentTarget.querySelectorAll<HTMLElement>(focusable);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
