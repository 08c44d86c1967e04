// The runs offered on the game page: the best run as a table, its routes
// drawn over the board as the server draws them (POST routes.svg), and the
// run editor (runedit.ts) to change it before it is sent.
import { postText } from "./api";
import { Board } from "./board";
import { h } from "./dom";
import { t } from "./i18n";
import { corpOf } from "./labels";
import { RunEditor } from "./runedit";
import { stopFrom, TBoard } from "./trackstop";
import { Action } from "./types";
import { View } from "./view";

export class RunPanel {
  private svgs = new Map<string, Promise<string | null>>(); // routes.svg of runs, by version and run
  private key = ""; // the run drawn on the board ("" none)
  editor: RunEditor | null = null; // the run being changed, this version

  // redraw draws the actions panel again; submit sends an action.
  constructor(private id: number, private board: Board, private redraw: () => void, private submit: (a: Action) => void) {}

  // newVersion forgets the drawings and the edit of the version before.
  newVersion() {
    this.svgs.clear();
    this.editor = null;
  }

  // rows are the run_routes actions' rows of the actions panel (a run
  // that earns nothing says where the rule is; the best run's table and its
  // editor or the button starting it), drawing the run shown; shown says
  // whether a run is.
  rows(acts: Action[], title: string, version: number, view: View | null): { rows: HTMLElement[]; shown: boolean } {
    const rows: HTMLElement[] = [];
    const best = acts.find((a) => a.routes?.length);
    if (!best || !best.routes!.reduce((n, r) => n + r.revenue, 0)) {
      // a run that earns nothing says where the rule is
      const slug = title.startsWith("1713") ? "1713-menorca" : "18zoo";
      rows.push(h("p", { class: "hint", id: "run-zero" }, t("run.zero"), " ", h("a", { href: `/learn/${slug}` }, t("run.zero_rules"))));
    }
    if (!best) return { rows, shown: false };
    rows.push(this.table(best));
    if (this.editor) {
      this.show(version, this.editor.drawn());
      rows.push(
        this.editor.el(),
        h("button", { id: "run-edit-cancel", onclick: () => { this.editor = null; this.redraw(); } }, t("run.cancel")),
      );
    } else {
      this.show(version, best);
      rows.push(h("button", { id: "run-edit-start", onclick: () => this.edit(best, version, view) }, t("run.edit")));
    }
    return { rows, shown: true };
  }

  private table(a: Action): HTMLElement {
    return h(
      "table",
      { class: "run", id: "best-run" },
      h("caption", null, t("run.best")),
      a.routes!.map((r) => h("tr", null, h("th", null, r.train.split("-")[0]), h("td", null, (r.hexes || []).join(" – ")), h("td", { class: "num" }, String(r.revenue)))),
      h("tr", { class: "total" }, h("th", null, t("run.total")), h("td"), h("td", { class: "num" }, String(a.routes!.reduce((s, r) => s + r.revenue, 0)))),
    );
  }

  // edit starts changing the offered run.
  private edit(best: Action, version: number, view: View | null) {
    const fam = view?.families.find((f) => f.id === String(best.entity));
    const trains = (fam?.train_ids || []).map((id, i) => ({ id, name: fam!.trains[i] || id }));
    this.editor = new RunEditor(this.id, version, best, trains, stopFrom(view?.board as unknown as TBoard | undefined), this.redraw, this.submit);
    this.editor.start();
    this.redraw();
  }

  // show draws a run_routes action's runs over the board as the server
  // draws them (POST routes.svg: on the track, each stop's revenue), with
  // the total; null clears.
  show(version: number, a: Action | null) {
    if (!a || !a.routes?.length) {
      this.key = "";
      this.board.overlay(null);
      return;
    }
    const body = { family: corpOf(a) || String(a.entity ?? ""), routes: a.routes };
    const key = version + JSON.stringify(body);
    this.key = key;
    let svg = this.svgs.get(key);
    if (!svg) {
      svg = postText(`/api/games/${this.id}/routes.svg`, body);
      this.svgs.set(key, svg);
    }
    const total = a.routes.reduce((s, r) => s + r.revenue, 0);
    svg.then((text) => {
      if (this.key === key) this.board.overlay(text, t("run.total") + ": " + total);
    });
  }
}
