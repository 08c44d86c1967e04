// The board: the server's SVG, with zoom and pan (wheel, drag, pinch,
// buttons) and hex highlighting. Hexes are the elements with data-hex.
import { h } from "./dom";
import { t } from "./i18n";

export class Board {
  el: HTMLElement;
  private host: HTMLElement;
  private svg: SVGSVGElement | null = null;
  private vb = { x: 0, y: 0, w: 1, h: 1 };
  private base = { x: 0, y: 0, w: 1, h: 1 };
  private pointers = new Map<number, { x: number; y: number }>();
  private moved = 0;
  onHex: (hex: string) => void = () => undefined;
  private previewed: { hex: string; node: Element } | null = null; // the board's own hex under a preview
  private total = h("div", { class: "run-total", id: "run-total", role: "status", hidden: true });
  private refocus: string | null = null; // the hex to give the focus back to once it is redrawn

  constructor() {
    this.host = h("div", { class: "board-host", role: "application", "aria-label": t("board.label") });
    const zoom = (f: number) => () => this.zoom(f);
    this.el = h(
      "section",
      { class: "board" },
      h(
        "div",
        { class: "zoom" },
        h("button", { onclick: zoom(1 / 1.25), "aria-label": t("board.zoom_in"), id: "zoom-in" }, "+"),
        h("button", { onclick: () => this.reset(), "aria-label": t("board.zoom_reset") }, "0"),
        h("button", { onclick: zoom(1.25), "aria-label": t("board.zoom_out"), id: "zoom-out" }, "−"),
      ),
      this.total,
      this.host,
    );
    this.host.addEventListener("wheel", (e) => {
      e.preventDefault();
      this.zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, e.clientX, e.clientY);
    }, { passive: false });
    this.host.addEventListener("pointerdown", (e) => {
      this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      this.moved = 0;
    });
    this.host.addEventListener("pointermove", (e) => this.drag(e));
    const up = (e: PointerEvent) => this.pointers.delete(e.pointerId);
    this.host.addEventListener("pointerup", up);
    this.host.addEventListener("pointercancel", up);
    this.host.addEventListener("click", (e) => {
      if (this.moved > 6) return;
      const hex = (e.target as Element).closest("[data-hex]");
      if (hex) this.onHex(hex.getAttribute("data-hex")!);
    });
    // A hex one may pick has the focus in turn (Tab); Enter or Space picks it.
    this.host.addEventListener("keydown", (e) => {
      const hex = (e.target as Element).closest("[data-hex]");
      if (!hex || (e.key !== "Enter" && e.key !== " ")) return;
      e.preventDefault();
      e.stopPropagation();
      this.onHex(hex.getAttribute("data-hex")!);
    });
  }

  // has reports whether a board was drawn.
  has(): boolean {
    return this.svg !== null;
  }

  // show puts the SVG text in, keeping the current zoom when the board
  // keeps its size.
  show(svgText: string) {
    const keep = this.svg ? { ...this.vb } : null;
    const focused = document.activeElement?.closest?.("[data-hex]");
    if (focused && this.host.contains(focused)) this.refocus = focused.getAttribute("data-hex");
    this.previewed = null;
    this.host.innerHTML = svgText;
    this.total.hidden = true;
    this.svg = this.host.querySelector("svg");
    if (!this.svg) return;
    const v = this.svg.viewBox.baseVal;
    if (v && v.width) this.base = { x: v.x, y: v.y, w: v.width, h: v.height };
    else {
      const w = Number(this.svg.getAttribute("width")) || 1000, hh = Number(this.svg.getAttribute("height")) || 1000;
      this.base = { x: 0, y: 0, w, h: hh };
    }
    this.svg.removeAttribute("width");
    this.svg.removeAttribute("height");
    this.vb = keep && keep.w <= this.base.w * 1.01 ? keep : { ...this.base };
    this.apply();
    for (const hx of this.svg.querySelectorAll("[data-hex]")) {
      hx.setAttribute("role", "img");
      hx.setAttribute("aria-label", t("board.hex", { hex: hx.getAttribute("data-hex")! }));
    }
  }

  // hexes lists the ids of the board's hexes.
  hexes(): Set<string> {
    return new Set([...(this.svg?.querySelectorAll("[data-hex]") || [])].map((x) => x.getAttribute("data-hex")!));
  }

  // preview puts the hex drawn in svgText (a one-hex board from the
  // server) over the board's hex, or with null puts the board's own back.
  // light marks one hex (a home hex being chosen) as the one meant, or
  // none.
  light(hex: string | null) {
    if (!this.svg) return;
    for (const x of this.svg.querySelectorAll("[data-hex].lit")) x.classList.remove("lit");
    if (hex) this.svg.querySelector(`[data-hex="${CSS.escape(hex)}"]`)?.classList.add("lit");
  }

  // recent marks the hexes others changed since the caller's last move
  // (until the board is drawn again).
  recent(hexes: Set<string>) {
    if (!this.svg) return;
    for (const x of hexes) this.svg.querySelector(`[data-hex="${CSS.escape(x)}"]`)?.classList.add("recent");
  }

  preview(hex: string | null, svgText: string | null) {
    if (!this.svg) return;
    if (this.previewed) {
      const cur = this.svg.querySelector(`[data-hex="${CSS.escape(this.previewed.hex)}"]`);
      if (cur) this.swap(cur, this.previewed.node);
      this.previewed = null;
    }
    if (!hex || !svgText) return;
    const doc = new DOMParser().parseFromString(svgText, "image/svg+xml");
    const drawn = doc.querySelector(`[data-hex="${CSS.escape(hex)}"]`);
    const cur = this.svg.querySelector(`[data-hex="${CSS.escape(hex)}"]`);
    if (!drawn || !cur) return;
    const node = document.importNode(drawn, true) as Element;
    node.setAttribute("class", cur.getAttribute("class") + " preview");
    for (const a of ["role", "tabindex"]) if (cur.hasAttribute(a)) node.setAttribute(a, cur.getAttribute(a)!);
    node.setAttribute("aria-label", cur.getAttribute("aria-label") || hex);
    this.swap(cur, node);
    this.previewed = { hex, node: cur };
  }

  // swap puts node in place of cur, keeping the focus on the hex.
  private swap(cur: Element, node: Element) {
    const had = document.activeElement === cur;
    cur.replaceWith(node);
    if (had) (node as SVGElement).focus();
  }

  // mark gives every hex in legal the class "legal", dims the others
  // (when dim is set), and selects one hex. The hexes in pick (legal
  // unless given) are buttons in the Tab order; the others are pictures.
  mark(legal: Set<string>, dim: boolean, selected: string | null, pick: Set<string> = legal) {
    if (!this.svg) return;
    for (const hx of this.svg.querySelectorAll("[data-hex]")) {
      const id = hx.getAttribute("data-hex")!;
      hx.classList.toggle("legal", legal.has(id));
      hx.classList.toggle("dim", dim && !legal.has(id));
      hx.classList.toggle("selected", id === selected);
      hx.setAttribute("role", pick.has(id) ? "button" : "img");
      if (pick.has(id)) hx.setAttribute("tabindex", "0");
      else hx.removeAttribute("tabindex");
      if (id === selected) hx.setAttribute("aria-pressed", "true");
      else hx.removeAttribute("aria-pressed");
    }
    if (this.refocus) {
      const hx = this.svg.querySelector(`[data-hex="${CSS.escape(this.refocus)}"][tabindex]`) as SVGElement | null;
      if (hx && (!document.activeElement || document.activeElement === document.body)) hx.focus(); // lost when the board was redrawn
      this.refocus = null;
    }
  }

  // overlay lays the runs the server drew (POST routes.svg: the board's
  // viewBox, its track geometry, each stop's revenue) over the board, with
  // label (the total) beside it; null clears.
  overlay(svgText: string | null, label = "") {
    this.total.textContent = label;
    this.total.hidden = !label;
    if (!this.svg) return;
    this.svg.querySelector("#ferro-routes")?.remove();
    if (!svgText) return;
    const doc = new DOMParser().parseFromString(svgText, "image/svg+xml");
    const drawn = doc.querySelector("g.routes");
    if (!drawn) return;
    const g = document.importNode(drawn, true) as SVGGElement;
    g.id = "ferro-routes";
    this.svg.appendChild(g);
  }

  private apply() {
    this.svg?.setAttribute("viewBox", `${this.vb.x} ${this.vb.y} ${this.vb.w} ${this.vb.h}`);
  }

  reset() {
    this.vb = { ...this.base };
    this.apply();
  }

  zoom(f: number, cx?: number, cy?: number) {
    if (!this.svg) return;
    const r = this.host.getBoundingClientRect();
    const fx = cx === undefined ? 0.5 : (cx - r.left) / r.width;
    const fy = cy === undefined ? 0.5 : (cy - r.top) / r.height;
    const w = Math.min(this.base.w * 1.5, Math.max(this.base.w / 12, this.vb.w * f));
    const hh = (w / this.vb.w) * this.vb.h;
    this.vb = { x: this.vb.x + (this.vb.w - w) * fx, y: this.vb.y + (this.vb.h - hh) * fy, w, h: hh };
    this.apply();
  }

  private drag(e: PointerEvent) {
    const last = this.pointers.get(e.pointerId);
    if (!last || !this.svg) return;
    const r = this.host.getBoundingClientRect();
    if (this.pointers.size === 2) {
      const [a, b] = [...this.pointers.entries()];
      const other = a[0] === e.pointerId ? b[1] : a[1];
      const before = Math.hypot(last.x - other.x, last.y - other.y);
      const after = Math.hypot(e.clientX - other.x, e.clientY - other.y);
      if (before > 0 && after > 0) this.zoom(before / after, (e.clientX + other.x) / 2, (e.clientY + other.y) / 2);
    } else {
      const dx = e.clientX - last.x, dy = e.clientY - last.y;
      this.moved += Math.abs(dx) + Math.abs(dy);
      if (this.moved > 6) {
        this.vb.x -= (dx * this.vb.w) / r.width;
        this.vb.y -= (dy * this.vb.h) / r.height;
        this.apply();
      }
    }
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
  }
}
