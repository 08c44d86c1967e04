// Keeping the keyboard's place: a panel drawn anew puts the focus back on
// the control that had it, found again by its id or its data attributes.

// focusKey is a selector finding el again within root, or null.
function focusKey(el: Element | null, root: Element): string | null {
  if (!el || el === root || !root.contains(el)) return null;
  if (el.id) return "#" + CSS.escape(el.id);
  const attrs = [...el.attributes]
    .filter((a) => a.name.startsWith("data-"))
    .map((a) => `[${a.name}="${CSS.escape(a.value)}"]`)
    .join("");
  return attrs ? el.tagName.toLowerCase() + attrs : null;
}

// keepFocus runs redraw, which replaces what root holds; a control of root
// that had the focus before has it after, as far as it is still there.
export function keepFocus(root: Element, redraw: () => void) {
  const key = focusKey(document.activeElement, root);
  redraw();
  if (!key || root.contains(document.activeElement)) return;
  (root.querySelector(key) as HTMLElement | SVGElement | null)?.focus();
}
