// The game's charts (charts.ts) in a box that opens: the series are
// fetched (GET /history) when it is open and the game has moved since
// they were drawn.
import { api } from "./api";
import { charts, Series } from "./charts";
import { h, replace } from "./dom";
import { t } from "./i18n";
import { View } from "./view";

export class ChartPanel {
  readonly el = h("details", { class: "charts-box", id: "charts" });
  private at = -1; // the version the charts were drawn at

  // version and view are the page's position now.
  constructor(private id: number, private players: Map<string, string>, private version: () => number, private view: () => View | null) {}

  // start shows the closed box, drawn when opened.
  start() {
    replace(this.el, h("summary", null, t("chart.title")));
    this.el.addEventListener("toggle", () => this.draw());
  }

  // draw fetches the series when the charts are open and the game has
  // moved since they were drawn.
  async draw() {
    if (!(this.el as HTMLDetailsElement).open || this.at === this.version() || !this.view()) return;
    this.at = this.version();
    const s = await api<Series>("GET", `/api/games/${this.id}/history`).catch(() => null);
    if (!s) return;
    const colors = new Map(this.view()!.families.map((f) => [f.id, f.color]));
    replace(this.el, h("summary", null, t("chart.title")), charts(s, colors, this.players));
  }
}
