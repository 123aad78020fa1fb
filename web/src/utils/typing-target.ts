/**
 * Whether a key event's target is entering text (a field, a select, contenteditable), where a
 * page-wide shortcut such as "/" must type instead of acting.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select') !== null)
  );
}

/**
 * Whether the arrow keys belong to the target: text entry, and the ARIA widgets that move with
 * them (menu, listbox, tab list, slider), so a page-wide arrow shortcut must leave them be.
 */
export function ownsArrowKeys(target: EventTarget | null): boolean {
  return (
    isTypingTarget(target) ||
    (target instanceof HTMLElement &&
      target.closest('[role="menu"], [role="listbox"], [role="tablist"], [role="slider"]') !== null)
  );
}
