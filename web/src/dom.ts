// Small helpers to build DOM elements without a framework.

export type Child = Node | string | number | null | undefined | false | Child[];

// h builds an element: attrs sets attributes, except "class", "on<event>"
// handlers, and properties given with a leading dot (".value").
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Record<string, unknown> | null,
  ...kids: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") {
      el.addEventListener(k.slice(2), v as EventListener);
    } else if (k.startsWith(".")) {
      (el as unknown as Record<string, unknown>)[k.slice(1)] = v;
    } else {
      el.setAttribute(k, v === true ? "" : String(v));
    }
  }
  append(el, kids);
  return el;
}

function append(el: Node, kids: Child[]) {
  for (const c of kids) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.appendChild(typeof c === "object" ? c : document.createTextNode(String(c)));
  }
}

// replace empties el and fills it with kids.
export function replace(el: Element, ...kids: Child[]) {
  el.textContent = "";
  append(el, kids);
}
