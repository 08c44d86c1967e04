// The game page: board, whose turn, the actions the server lists as
// legal, players, families/companies, the log; kept live over the
// WebSocket. Every control is made from one entry of the legal list.
import { api, ApiError, me } from "./api";
import { Board } from "./board";
import { h, replace } from "./dom";
import { t } from "./i18n";
import { corpOf, describe, entityName, roundName } from "./labels";
import { errorText } from "./lobby";
import { table } from "./tables";
import { Action, Game, State } from "./types";

declare global {
  interface Window {
    ferro: { timings: number[]; version: number; acting: string[]; busy: boolean; loadMs?: number };
  }
}

// hexOf is the hex an action is chosen on, if it is chosen on the board.
function hexOf(a: Action): string | null {
  if (a.type === "lay_tile" || a.type === "place_token") return a.hex || null;
  if (a.target_type === "hex" && a.target) return a.target;
  return null;
}

export function gamePage(root: HTMLElement, id: number) {
  const page = new GamePage(id);
  root.append(page.el);
  page.start();
}

class GamePage {
  el: HTMLElement;
  private meta!: Game;
  private st!: State;
  private log: Action[] = [];
  private players = new Map<string, string>();
  private board = new Board();
  private banner = h("div", { class: "banner", id: "banner", role: "status", "aria-live": "polite" });
  private info = h("div", { class: "info", id: "round" });
  private panel = h("section", { class: "actions", id: "actions", "aria-label": t("game.actions") });
  private people = h("section", { class: "players", id: "players" });
  private corps = h("section", { class: "corps", id: "corps" });
  private depot = h("section", { class: "depot", id: "depot" });
  private logEl = h("ol", { class: "log", id: "log", reversed: true });
  private msg = h("p", { class: "error", role: "alert", id: "message" });
  private hex: string | null = null; // selected hex
  private tile: string | null = null; // selected tile id
  private rot = 0; // index into the selected tile's legal rotations
  private clicked = 0; // when ✔ (or any action) was clicked
  private hasBoard = true;
  private loading: Promise<void> | null = null;
  private again = false;
  private pending = 0; // actions sent and not yet drawn

  constructor(private id: number) {
    window.ferro = { timings: [], version: -1, acting: [], busy: true };
    this.el = h(
      "main",
      { class: "game-page" },
      h("div", { class: "top" }, this.banner, this.info),
      h(
        "div",
        { class: "game-grid" },
        h("div", { class: "left" }, this.board.el, this.depot),
        h(
          "div",
          { class: "right" },
          this.msg,
          this.panel,
          this.people,
          this.corps,
          h("section", { class: "log-box" }, h("h2", null, t("game.log")), this.logEl),
        ),
      ),
    );
    this.board.onHex = (hx) => this.pickHex(hx);
    document.addEventListener("keydown", (e) => this.key(e));
  }

  async start() {
    const t0 = performance.now();
    try {
      this.meta = await api<Game>("GET", `/api/games/${this.id}`);
    } catch (e) {
      replace(this.panel, h("p", { class: "error" }, errorText(e)));
      return;
    }
    for (const s of this.meta.seats) this.players.set(s.player_id, s.name);
    await this.refresh();
    window.ferro.loadMs = performance.now() - t0;
    this.live();
  }

  // refresh fetches state, board and new log entries, then redraws. Calls
  // made while one runs are folded into one more run.
  refresh(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    window.ferro.busy = true;
    this.loading = (async () => {
      do {
        this.again = false;
        await this.load();
      } while (this.again);
      this.loading = null;
      window.ferro.busy = this.pending > 0;
    })();
    return this.loading;
  }

  private async load() {
    const since = this.log.length;
    const [st, svg, acts] = await Promise.all([
      api<State>("GET", `/api/games/${this.id}/state`),
      this.hasBoard ? fetch(`/api/games/${this.id}/board.svg`, { cache: "no-store" }).then((r) => (r.ok ? r.text() : null)) : Promise.resolve(null),
      api<{ version: number; since: number; actions: Action[] }>("GET", `/api/games/${this.id}/actions?since=${since}`).catch(() => null),
    ]);
    if (svg === null) this.hasBoard = false;
    if (st.status !== this.meta.status) this.meta = await api<Game>("GET", `/api/games/${this.id}`);
    if (acts && acts.since === since) this.log.push(...acts.actions);
    else if (acts) this.log = (await api<{ actions: Action[] }>("GET", `/api/games/${this.id}/actions`)).actions;
    if (this.log.length > st.version) this.log.length = st.version;
    if (st.version !== this.st?.version) this.clearPick();
    this.st = st;
    if (svg) this.board.show(svg);
    this.render();
    window.ferro.version = st.version;
    window.ferro.acting = st.acting;
    if (this.clicked) {
      window.ferro.timings.push(performance.now() - this.clicked);
      this.clicked = 0;
    }
  }

  private live() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    let wait = 500;
    const open = () => {
      const ws = new WebSocket(`${proto}//${location.host}/api/games/${this.id}/live`);
      ws.onmessage = (ev) => {
        wait = 500;
        const m = JSON.parse(ev.data);
        if (m.type === "hello" || m.version !== this.st?.version || m.type !== "action") this.refresh();
      };
      ws.onclose = () => {
        setTimeout(open, wait);
        wait = Math.min(wait * 2, 10000);
      };
    };
    open();
  }

  private mine(): Set<string> {
    return new Set(this.st.your_seats || []);
  }

  private canAct(): boolean {
    const mine = this.mine();
    return this.st.status === "active" && this.st.acting.some((p) => mine.has(p));
  }

  private actingNames(): string {
    return this.st.acting.map((p) => this.players.get(p) || p).join(", ");
  }

  private render() {
    const s = (this.st.state || {}) as Record<string, unknown>;
    const my = this.canAct();
    document.title = (my ? "● " + t("game.your_turn") + " · " : "") + `#${this.id} ${this.meta.title} · ${t("app.name")}`;
    this.banner.className = "banner" + (my ? " mine" : "") + (this.st.status === "finished" ? " over" : "");
    if (this.st.status === "finished") replace(this.banner, t("game.over"), " ", this.resultText());
    else if (this.st.status === "open") replace(this.banner, t("game.not_started"));
    else
      replace(
        this.banner,
        my ? t("game.your_turn_who", { names: this.actingNames() }) : t("game.waiting_for", { names: this.actingNames() }),
        this.meta.hotseat ? h("span", { class: "tag" }, t("lobby.hotseat")) : null,
      );
    const round = String(s.round ?? "");
    replace(
      this.info,
      h("strong", null, `#${this.id} ${this.meta.title}`),
      round ? h("span", null, t("game.round"), ": ", roundName(String(s.round_type ?? ""), round)) : null,
      s.phase !== undefined ? h("span", null, t("game.phase"), ": ", String(s.phase)) : null,
      s.bank !== undefined ? h("span", null, t("field.bank"), ": ", String(s.bank)) : null,
      h("span", { id: "version" }, t("game.version", { n: this.st.version })),
      h("a", { href: `/api/games/${this.id}/record`, download: `ferro-${this.id}.json` }, t("lobby.download")),
      h("a", { href: `/games/${this.id}` }, t("game.read_only")),
    );
    this.renderActions();
    this.renderTables(s);
    this.renderLog();
  }

  private resultText(): string {
    const r = this.st.result || {};
    return Object.entries(r)
      .sort((a, b) => b[1] - a[1])
      .map(([p, v]) => `${this.players.get(p) || p} ${v}`)
      .join(" · ");
  }

  private renderTables(s: Record<string, unknown>) {
    const acting = new Set(this.st.acting);
    const ps = (s.players as Record<string, unknown>[]) || [];
    replace(this.people, h("h2", null, t("game.players")), table(ps, "name", acting, (r, i) => String(r.id ?? i + 1)));
    const cs = (s.corps as Record<string, unknown>[]) || [];
    const key = cs.length && "sym" in cs[0] ? "sym" : "id";
    replace(this.corps, h("h2", null, t("game.families")), table(cs, key, acting, (r) => String(r[key])));
    const depot = s.depot as string[] | undefined;
    replace(this.depot, depot ? [h("h2", null, t("game.depot")), h("p", null, depot.join(" · ") || "—")] : null);
  }

  private renderLog() {
    const items = this.log.slice(-300).map((a, i, arr) => h("li", { value: this.log.length - arr.length + i + 1 }, describe(a, this.players)));
    items.reverse();
    replace(this.logEl, items);
  }

  private clearPick() {
    this.hex = null;
    this.tile = null;
    this.rot = 0;
  }

  private legal(): Action[] {
    return this.canAct() ? this.st.legal || [] : [];
  }

  private pickHex(hx: string) {
    const here = this.legal().filter((a) => hexOf(a) === hx);
    if (!here.length) return;
    if (this.hex === hx && this.tile) {
      this.rot++; // cycle the legal rotations
    } else {
      this.hex = hx;
      const tiles = [...new Set(here.filter((a) => a.type === "lay_tile").map((a) => a.tile!))];
      this.tile = tiles.length === 1 ? tiles[0] : null;
      this.rot = 0;
    }
    this.renderActions();
  }

  private rotations(): Action[] {
    return this.legal().filter((a) => a.type === "lay_tile" && a.hex === this.hex && a.tile === this.tile);
  }

  private renderActions() {
    const legal = this.legal();
    const hexes = new Set(legal.map(hexOf).filter((x) => x) as string[]);
    this.board.mark(hexes, hexes.size > 0, this.hex);
    const kids: HTMLElement[] = [];
    if (this.st.status === "active" && this.mine().size) kids.push(this.undoRow());
    if (!legal.length) {
      replace(this.panel, h("h2", null, t("game.actions")), kids, this.st.status === "active" ? h("p", null, t("game.not_your_turn")) : null);
      this.board.overlay(null);
      return;
    }
    const who = [...new Set(legal.map((a) => String(a.entity)))];
    kids.push(h("p", { class: "acting-entity" }, t("game.acting_for", { entity: who.map((e) => entityName(e, this.players)).join(", ") })));
    if (hexes.size) kids.push(this.hexPanel(legal, hexes));
    const rest = legal.filter((a) => !hexOf(a));
    const types = [...new Set(rest.map((a) => a.type))];
    let runShown = false;
    for (const ty of types) {
      const acts = rest.filter((a) => a.type === ty);
      const buttons = acts.map((a) => {
        const b = this.actButton(a);
        if (ty === "run_routes" && a.routes?.length) {
          b.addEventListener("mouseenter", () => this.board.overlay(a.routes!.map((r) => r.hexes)));
          b.addEventListener("focus", () => this.board.overlay(a.routes!.map((r) => r.hexes)));
        }
        return b;
      });
      if (ty === "run_routes") {
        const best = acts.find((a) => a.routes?.length);
        if (best) {
          runShown = true;
          this.board.overlay(best.routes!.map((r) => r.hexes));
          kids.push(this.runTable(best));
        }
      }
      const group = h("div", { class: "group", "data-group": ty }, h("h3", null, t("type." + ty)), buttons);
      kids.push(acts.length > 16 ? h("details", { open: true }, h("summary", null, t("type." + ty), ` (${acts.length})`), group) : group);
    }
    if (!runShown) this.board.overlay(null);
    replace(this.panel, h("h2", null, t("game.actions")), kids);
  }

  // actButton is the control that sends one legal action as it is.
  private actButton(a: Action): HTMLButtonElement {
    return h(
      "button",
      {
        class: "act act-" + a.type,
        "data-type": a.type,
        "data-entity": String(a.entity),
        "data-corp": corpOf(a) || null,
        "data-train": a.train || null,
        "data-revenue": a.type === "run_routes" ? (a.routes || []).reduce((s, r) => s + r.revenue, 0) : null,
        onclick: () => this.submit(a),
      },
      describe(a, this.players),
    );
  }

  private runTable(a: Action): HTMLElement {
    return h(
      "table",
      { class: "run", id: "best-run" },
      h("caption", null, t("run.best")),
      a.routes!.map((r) => h("tr", null, h("th", null, r.train.split("-")[0]), h("td", null, (r.hexes || []).join(" – ")), h("td", { class: "num" }, String(r.revenue)))),
      h("tr", { class: "total" }, h("th", null, t("run.total")), h("td"), h("td", { class: "num" }, String(a.routes!.reduce((s, r) => s + r.revenue, 0)))),
    );
  }

  private hexPanel(legal: Action[], hexes: Set<string>): HTMLElement {
    const box = h("div", { class: "group hexes", "data-group": "hex" });
    box.append(h("h3", null, t("game.pick_hex")));
    box.append(
      h(
        "div",
        { class: "hex-list" },
        [...hexes].sort().map((x) => h("button", { class: "hex-btn" + (x === this.hex ? " on" : ""), "data-hex-button": x, onclick: () => this.pickHex(x) }, x)),
      ),
    );
    if (!this.hex) return box;
    const here = legal.filter((a) => hexOf(a) === this.hex);
    const tiles = [...new Set(here.filter((a) => a.type === "lay_tile").map((a) => a.tile!))];
    if (tiles.length) {
      box.append(
        h("h3", null, t("tile.fits", { hex: this.hex })),
        h(
          "div",
          { class: "tiles" },
          tiles.map((tl) =>
            h(
              "button",
              {
                class: "tile-btn" + (tl === this.tile ? " on" : ""),
                "data-tile": tl,
                onclick: () => {
                  this.tile = tl;
                  this.rot = 0;
                  this.renderActions();
                },
              },
              tl.split("-")[0],
            ),
          ),
        ),
      );
    }
    const rots = this.rotations();
    if (this.tile && rots.length) {
      const a = rots[this.rot % rots.length];
      box.append(
        h(
          "div",
          { class: "confirm" },
          h("span", null, describe(a, this.players)),
          h("button", { class: "rotate", id: "rotate", onclick: () => this.pickHex(this.hex!), "aria-label": t("tile.rotate") }, "↻ ", `${(this.rot % rots.length) + 1}/${rots.length}`),
          h("button", { class: "ok primary", id: "confirm", onclick: () => this.submit(a), "aria-label": t("tile.confirm") }, "✔"),
          h("button", { class: "cancel", id: "cancel", onclick: () => { this.clearPick(); this.renderActions(); }, "aria-label": t("tile.cancel") }, "✖"),
        ),
      );
    }
    const others = here.filter((a) => a.type !== "lay_tile");
    if (others.length) box.append(h("div", { class: "here" }, others.map((a) => this.actButton(a))));
    return box;
  }

  private undoRow(): HTMLElement {
    const last = this.log[this.log.length - 1];
    return h(
      "div",
      { class: "row undo" },
      h("button", { id: "undo", onclick: () => this.post("undo"), disabled: this.st.version === 0, title: t("key.undo") }, t("game.undo")),
      h("button", { id: "redo", onclick: () => this.post("redo"), disabled: !last || last.type !== "undo", title: t("key.redo") }, t("game.redo")),
    );
  }

  private async post(what: "undo" | "redo") {
    await this.send(async () => {
      const res = await api<{ needed?: number[] }>("POST", `/api/games/${this.id}/${what}`, { version: this.st.version });
      this.msg.textContent = res && res.needed ? t("game.undo_asked") : "";
    });
  }

  private async submit(a: Action) {
    await this.send(async () => {
      await api("POST", `/api/games/${this.id}/actions`, { version: this.st.version, action: a });
      this.msg.textContent = "";
    });
  }

  // send runs one request that changes the game, then redraws; the page
  // counts as busy (window.ferro.busy) until the redraw is done.
  private async send(req: () => Promise<void>) {
    this.pending++;
    window.ferro.busy = true;
    this.clicked = performance.now();
    try {
      await req();
    } catch (e) {
      this.msg.textContent = errorText(e);
      if (e instanceof ApiError && e.code !== "stale_version") this.clicked = 0;
    }
    try {
      await this.refresh();
    } finally {
      this.pending--;
      window.ferro.busy = this.pending > 0 || this.loading !== null;
    }
  }

  private key(e: KeyboardEvent) {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    if (e.key === "Enter") document.getElementById("confirm")?.click();
    else if (e.key === "Escape") document.getElementById("cancel")?.click();
    else if (e.key === "r") document.getElementById("rotate")?.click();
    else if (e.key === "1") (this.panel.querySelector('button[data-type="pass"]') as HTMLButtonElement | null)?.click();
    else if ((e.ctrlKey || e.metaKey) && e.key === "z") document.getElementById("undo")?.click();
    else if ((e.ctrlKey || e.metaKey) && e.key === "y") document.getElementById("redo")?.click();
    else if (e.key === "+") this.board.zoom(1 / 1.25);
    else if (e.key === "-") this.board.zoom(1.25);
    else if (e.key === "0") this.board.reset();
  }
}
