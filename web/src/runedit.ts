// Changing a run: the player starts from the offered run and changes it
// as a player expects: click a stop (on the board or in the train's row)
// to drop it (an end stop shortens the train; a middle stop re-joins the
// route along the track through it), send a train another way instead of
// a middle stop, extend a train from its last stop, clear a train, or add
// a train the run leaves idle by clicking the stop it starts from and
// hexes along the track. The page holds no rules: every change is sent to
// POST /check, which answers the run's revenue or the rule it breaks;
// only a run the server accepted can be submitted.
import { api } from "./api";
import { h } from "./dom";
import { t } from "./i18n";
import { errorText } from "./errors";
import { Action } from "./types";

type Route = NonNullable<Action["routes"]>[number];

interface Checked {
  key: string;
  ok: boolean;
  text: string;
  revenue?: number;
  action?: Action;
}

// A train the family owns: its id as run_routes names it, and its name.
export interface Train {
  id: string;
  name: string;
}

// Growing is a train being drawn by clicking hexes: new track starts at
// `from` (null: the new train's first stop is still to be clicked) and
// goes into the train's connections at `at`; `seg` is the connection
// being drawn (-1: none yet), closed once it reaches a stop; `until` is
// the stop that closes a gap left by sending the train another way, and
// `after` the first connection after the gap.
interface Growing {
  route: number;
  at: number;
  from: string | null;
  until: string | null;
  after: number;
  forward: boolean; // new connections are written from `from` on (else towards it)
  seg: number;
  closed: boolean;
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

// joinAt is the connection from stops[k-1] to stops[k+1] through the hex
// of stop k: connections k-1 and k joined, written the way k-1 was.
function joinAt(c: string[][], stop: string, k: number): string[] {
  const a = c[k - 1][c[k - 1].length - 1] === stop ? [...c[k - 1]] : [...c[k - 1]].reverse();
  const b = c[k][0] === stop ? c[k] : [...c[k]].reverse();
  const joined = a.concat(b.slice(1));
  return c[k - 1][0] === stop ? joined.reverse() : joined;
}

export class RunEditor {
  routes: Route[];
  private grow: Growing | null = null;
  private checked: Checked | null = null;
  private asked = "";

  constructor(
    private gameId: number,
    private version: number,
    private base: Action,
    private trains: Train[], // the family's trains, to add those the run leaves idle
    private stopAt: (hex: string, from: string | null) => boolean, // track drawn into hex from the hex before leads to a stop: a connection ends there (trackstop.ts)
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
    if (c.length < 2) return; // a run of two stops is not shortened to nothing
    if (first) c.shift();
    else c.pop();
    this.grow = null;
    this.changed();
  }

  // dropStop drops a train's k-th stop: an end one shortens the train, a
  // middle one joins the track on either side into one connection.
  private dropStop(i: number, k: number) {
    const c = this.routes[i].connections;
    const stops = stopsOf(c);
    if (k === 0 || k === stops.length - 1) return this.drop(i, k === 0);
    c.splice(k - 1, 2, joinAt(c, stops[k], k));
    this.grow = null;
    this.changed();
  }

  // reroute takes out the track to and from a train's middle stop k; the
  // player clicks another way from the stop before it to the one after.
  private reroute(i: number, k: number) {
    const c = this.routes[i].connections;
    const stops = stopsOf(c);
    c.splice(k - 1, 2);
    this.grow = { route: i, at: k - 1, from: stops[k - 1], until: stops[k + 1], after: k - 1, forward: true, seg: -1, closed: false };
    this.changed();
  }

  private clear(i: number) {
    this.routes[i].connections = [];
    this.grow = null;
    this.changed();
  }

  // idle reports whether a train has no route in the run (it may have
  // been cleared) and is not being drawn.
  private idle(id: string): boolean {
    const i = this.routes.findIndex((r) => r.train === id);
    return i < 0 || (!this.routes[i].connections.length && this.grow?.route !== i);
  }

  // add puts an idle train in the run; its first stop is clicked next.
  private add(tr: Train) {
    let i = this.routes.findIndex((r) => r.train === tr.id);
    if (i < 0) i = this.routes.push({ train: tr.id, connections: [], hexes: [], revenue: 0 }) - 1;
    this.grow = { route: i, at: 0, from: null, until: null, after: -1, forward: true, seg: -1, closed: false };
    this.redraw();
  }

  private extend(i: number) {
    if (this.grow && this.grow.route === i) {
      this.grow = null;
    } else {
      const c = this.routes[i].connections;
      const stops = stopsOf(c);
      const end = stops[stops.length - 1] ?? null;
      const last = c[c.length - 1];
      const forward = c.length <= 1 || last[last.length - 1] === end;
      this.grow = { route: i, at: c.length, from: end, until: null, after: -1, forward, seg: -1, closed: false };
    }
    this.redraw();
  }

  // click takes a board click: while a train is being drawn, the next
  // hex of its track; else a stop of one train's route, which it drops.
  // It says whether it took the click.
  click(hex: string): boolean {
    const g = this.grow;
    if (!g) {
      const at = this.routes.map((r) => stopsOf(r.connections).indexOf(hex));
      const on = at.filter((k) => k >= 0);
      if (on.length !== 1) return false; // no train stops there, or several do: the buttons tell them apart
      this.dropStop(at.findIndex((k) => k >= 0), on[0]);
      return true;
    }
    const c = this.routes[g.route].connections;
    if (g.from === null) {
      g.from = hex; // the new train's first stop
      this.redraw();
      return true;
    }
    if (g.seg >= 0 && g.seg < c.length) {
      const seg = c[g.seg];
      const tip = g.forward ? seg[seg.length - 1] : seg[0];
      if (tip === hex) {
        // clicking the newest hex again takes it back
        if (g.forward) seg.pop();
        else seg.shift();
        g.closed = false;
        if (seg.length < 2) {
          c.splice(g.seg, 1);
          if (g.seg < g.after) g.after--;
          g.at = g.seg;
          g.seg = -1;
        }
        this.changed();
        return true;
      }
      if (!g.closed) {
        if (g.forward) seg.push(hex);
        else seg.unshift(hex);
        this.reached(hex, tip);
        this.changed();
        return true;
      }
      // the connection reached a stop: the next one starts there
      g.from = tip;
      g.at = g.seg + 1;
    }
    if (hex === g.from) return true;
    c.splice(g.at, 0, g.forward ? [g.from, hex] : [hex, g.from]);
    if (g.at <= g.after) g.after++;
    g.seg = g.at;
    g.closed = false;
    this.reached(hex, g.from);
    this.changed();
    return true;
  }

  // reached notes that the connection being drawn got to hex from the
  // hex before: at the stop that closes a gap the drawing ends, at any
  // other stop the track leads to the connection does (track passing a
  // stop on a lane of its own goes on).
  private reached(hex: string, from: string | null) {
    const g = this.grow!;
    if (hex === g.until) this.grow = null;
    else if (this.stopAt(hex, from)) g.closed = true;
  }

  extending(): boolean {
    return this.grow !== null;
  }

  private trainName(id: string): string {
    return this.trains.find((tr) => tr.id === id)?.name || id.split("-")[0];
  }

  private hint(): string {
    const g = this.grow;
    if (!g) return "";
    if (g.from === null) return t("run.start_hint", { train: this.trainName(this.routes[g.route].train) });
    if (g.until) return t("run.reroute_hint", { from: g.from, to: g.until });
    return t("run.extend_hint");
  }

  private stopsEl(r: Route, i: number): HTMLElement {
    const stops = stopsOf(r.connections);
    const g = this.grow?.route === i ? this.grow : null;
    if (g?.until) {
      // a gap being drawn: the stops before it, and those after
      const c = r.connections;
      const before = g.after > 0 ? stopsOf(c.slice(0, g.after)) : [g.from!];
      const after = g.after < c.length ? stopsOf(c.slice(g.after)) : [g.until];
      return h("span", { class: "stops" }, before.join(" – "), " … ", after.join(" – "));
    }
    if (!stops.length) return h("span", { class: "stops" }, g?.from || "—");
    const kids: (HTMLElement | string)[] = [];
    stops.forEach((s, k) => {
      if (k) kids.push(" – ");
      kids.push(h("button", { class: "run-stop", "data-stop": s, "data-pos": k, "aria-label": t("run.stop_drop", { hex: s }), title: t("run.stop_drop", { hex: s }), onclick: () => this.dropStop(i, k) }, s));
    });
    return h("span", { class: "stops" }, kids);
  }

  el(): HTMLElement {
    const key = JSON.stringify(this.action());
    const res = this.checked && this.checked.key === key ? this.checked : null;
    const rows = this.routes.map((r, i) => {
      const stops = stopsOf(r.connections);
      const middle = stops.slice(1, -1).map((s, j) =>
        h("button", { class: "run-stop-reroute", "data-stop": s, "data-pos": j + 1, "aria-label": t("run.stop_reroute", { hex: s }), onclick: () => this.reroute(i, j + 1) }, "⇄ ", s),
      );
      return h(
        "div",
        { class: "run-train", "data-route": i, "data-train": r.train },
        h("strong", null, this.trainName(r.train)),
        " ",
        this.stopsEl(r, i),
        h(
          "div",
          { class: "row" },
          // a run of two stops keeps both: Clear takes the train off
          h("button", { class: "run-drop-first", disabled: r.connections.length < 2, onclick: () => this.drop(i, true) }, t("run.drop_first")),
          h("button", { class: "run-drop-last", disabled: r.connections.length < 2, onclick: () => this.drop(i, false) }, t("run.drop_last")),
          h("button", { class: "run-extend" + (this.grow?.route === i ? " on" : ""), "aria-pressed": this.grow?.route === i ? "true" : "false", onclick: () => this.extend(i) }, t("run.extend")),
          h("button", { class: "run-clear", disabled: !r.connections.length && this.grow?.route !== i, onclick: () => this.clear(i) }, t("run.clear")),
        ),
        middle.length ? h("div", { class: "row reroute" }, h("span", null, t("run.reroute")), middle) : null,
      );
    });
    // the idle trains, one of each name (trains of a name are alike), one
    // the run leaves idle before one the player cleared
    const inRun = (id: string) => this.routes.some((r) => r.train === id);
    const idle = this.trains.filter((tr) => this.idle(tr.id)).sort((x, y) => Number(inRun(x.id)) - Number(inRun(y.id)));
    const addable = idle.filter((tr, k) => idle.findIndex((o) => o.name === tr.name) === k);
    return h(
      "div",
      { class: "group run-edit", id: "run-edit" },
      h("h3", null, t("run.change")),
      rows,
      addable.length
        ? h("div", { class: "row run-idle" }, h("span", null, t("run.idle")), addable.map((tr) => h("button", { class: "run-add", "data-train": tr.id, onclick: () => this.add(tr) }, t("run.add", { train: tr.name }))))
        : null,
      this.grow ? h("p", { class: "hint", id: "run-hint" }, this.hint()) : null,
      h("p", { id: "run-check", class: res ? (res.ok ? "ok" : "error") : "pending", role: "status", "data-revenue": res?.revenue ?? null }, res ? res.text : this.asked ? t("run.checking") : ""),
      h(
        "div",
        { class: "row" },
        h("button", { id: "run-submit", class: "primary", disabled: !(res && res.ok), onclick: () => this.submit(this.action()) }, t("run.submit")),
      ),
    );
  }
}
