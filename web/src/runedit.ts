// Changing a run: the player starts from the offered run and drops a
// train's first or last stop, or extends a train by clicking hexes along
// the track from its end. The page holds no rules: every change is sent
// to POST /check, which answers the run's revenue or the rule it breaks;
// only a run the server accepted can be submitted.
import { api } from "./api";
import { h } from "./dom";
import { t } from "./i18n";
import { errorText } from "./lobby";
import { Action } from "./types";

type Route = NonNullable<Action["routes"]>[number];

interface Checked {
  key: string;
  ok: boolean;
  text: string;
  revenue?: number;
  action?: Action;
}

// stopsOf is a route's stops in order: the ends of its connections, each
// connection a chain of hexes from one stop to the next (either way round).
export function stopsOf(conns: string[][]): string[] {
  if (!conns.length) return [];
  if (conns.length === 1) return [conns[0][0], conns[0][conns[0].length - 1]];
  const ends = (c: string[]) => [c[0], c[c.length - 1]];
  const [a, b] = ends(conns[0]);
  let at = ends(conns[1]).includes(b) ? b : a;
  const out = [at === b ? a : b, at];
  for (const c of conns.slice(1)) {
    const [x, y] = ends(c);
    at = x === at ? y : x;
    out.push(at);
  }
  return out;
}

export class RunEditor {
  routes: Route[];
  private grow: { route: number; forward: boolean; seg: number } | null = null;
  private checked: Checked | null = null;
  private asked = "";

  constructor(
    private gameId: number,
    private version: number,
    private base: Action,
    private redraw: () => void,
    private submit: (a: Action) => void,
  ) {
    this.routes = (base.routes || []).map((r) => ({ train: r.train, connections: r.connections.map((c) => [...c]), hexes: [], revenue: r.revenue }));
  }

  // start checks the run as it stands (the offered one).
  start() {
    this.check();
  }

  // action is the changed run as a run_routes action.
  action(): Action {
    const routes = this.routes
      .filter((r) => r.connections.length)
      .map((r) => ({ train: r.train, connections: r.connections, revenue: 0 }) as Route);
    const a: Action = { ...this.base, routes };
    return a;
  }

  // drawn is the run to draw: as the server valued it when it did.
  drawn(): Action {
    const key = JSON.stringify(this.action());
    return this.checked && this.checked.key === key && this.checked.action ? this.checked.action : this.action();
  }

  private changed() {
    this.redraw();
    this.check();
  }

  private async check() {
    const a = this.action();
    const key = JSON.stringify(a);
    if (this.asked === key) return;
    this.asked = key;
    let res: Checked;
    try {
      const r = await api<{ action: Action; revenue?: number }>("POST", `/api/games/${this.gameId}/check`, { version: this.version, action: a });
      res = { key, ok: true, text: t("run.legal", { revenue: r.revenue ?? 0 }), revenue: r.revenue ?? 0, action: r.action };
    } catch (e) {
      res = { key, ok: false, text: errorText(e) };
    }
    if (this.asked !== key) return;
    this.checked = res;
    this.redraw();
  }

  private drop(i: number, first: boolean) {
    const c = this.routes[i].connections;
    if (first) c.shift();
    else c.pop();
    this.grow = null;
    this.changed();
  }

  private extend(i: number) {
    this.grow = this.grow && this.grow.route === i ? null : { route: i, forward: true, seg: -1 };
    this.redraw();
  }

  // click takes a board click while a train is being extended; it says
  // whether it took it.
  click(hex: string): boolean {
    if (!this.grow) return false;
    const c = this.routes[this.grow.route].connections;
    const g = this.grow;
    if (g.seg < 0 || g.seg >= c.length) {
      // a new connection from the train's free end
      const stops = stopsOf(c);
      const end = stops[stops.length - 1];
      if (!end || end === hex) return true;
      const last = c[c.length - 1];
      g.forward = c.length === 1 || last[last.length - 1] === end;
      c.push(g.forward ? [end, hex] : [hex, end]);
      g.seg = c.length - 1;
    } else {
      const seg = c[g.seg];
      const tip = g.forward ? seg[seg.length - 1] : seg[0];
      if (tip === hex) {
        // clicking the newest hex again takes it back
        if (g.forward) seg.pop();
        else seg.shift();
        if (seg.length < 2) {
          c.splice(g.seg, 1);
          g.seg = -1;
        }
      } else if (g.forward) seg.push(hex);
      else seg.unshift(hex);
    }
    this.changed();
    return true;
  }

  extending(): boolean {
    return this.grow !== null;
  }

  el(): HTMLElement {
    const key = JSON.stringify(this.action());
    const res = this.checked && this.checked.key === key ? this.checked : null;
    const rows = this.routes.map((r, i) =>
      h(
        "div",
        { class: "run-train", "data-route": i, "data-train": r.train },
        h("strong", null, r.train.split("-")[0]),
        " ",
        h("span", { class: "stops" }, stopsOf(r.connections).join(" – ") || "—"),
        h(
          "div",
          { class: "row" },
          h("button", { class: "run-drop-first", disabled: !r.connections.length, onclick: () => this.drop(i, true) }, t("run.drop_first")),
          h("button", { class: "run-drop-last", disabled: !r.connections.length, onclick: () => this.drop(i, false) }, t("run.drop_last")),
          h("button", { class: "run-extend" + (this.grow?.route === i ? " on" : ""), "aria-pressed": this.grow?.route === i ? "true" : "false", disabled: !r.connections.length, onclick: () => this.extend(i) }, t("run.extend")),
        ),
      ),
    );
    return h(
      "div",
      { class: "group run-edit", id: "run-edit" },
      h("h3", null, t("run.change")),
      rows,
      this.grow ? h("p", { class: "hint" }, t("run.extend_hint")) : null,
      h("p", { id: "run-check", class: res ? (res.ok ? "ok" : "error") : "pending", role: "status", "data-revenue": res?.revenue ?? null }, res ? res.text : this.asked ? t("run.checking") : ""),
      h(
        "div",
        { class: "row" },
        h("button", { id: "run-submit", class: "primary", disabled: !(res && res.ok), onclick: () => this.submit(this.action()) }, t("run.submit")),
      ),
    );
  }
}
