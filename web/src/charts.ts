// Line charts of the series GET /api/games/{id}/history gives: each
// family's share price and each player's value over the game's actions.
import { h } from "./dom";
import { t } from "./i18n";

export interface Series {
  at: number[];
  prices: Record<string, (number | null)[]>;
  values: Record<string, (number | null)[]>;
}

const NS = "http://www.w3.org/2000/svg";
const palette = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#f0e442"];
// Each line also has its own dash pattern, shown in its legend key, so
// that no line is told by its colour alone.
const dashes = ["none", "8 4", "2 3", "10 3 2 3", "5 5", "1 2", "14 4", "6 2 2 2"];

function svgEl(tag: string, attrs: Record<string, string | number>): SVGElement {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

// chart draws one line per series, coloured by colors (else a
// colour-blind-safe palette), each with its own dash pattern.
function chart(title: string, at: number[], lines: [string, (number | null)[]][], colors: Map<string, string>, names: Map<string, string>): HTMLElement {
  // as the read-only page's charts (draw.Chart): x is the position in the
  // game's log, written on its axis, y the value, both with round figures
  const W = 600, H = 240, L = 40, R = 12, T = 10, B = 40;
  let max = 1;
  for (const [, ys] of lines) for (const y of ys) if (y !== null && y > max) max = y;
  const last = Math.max(1, at.length ? at[at.length - 1] : 1);
  const x = (pos: number) => L + ((W - L - R) * pos) / last;
  const y = (v: number) => H - B - ((H - B - T) * v) / max;
  const svg = svgEl("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart", role: "img", "aria-label": title }) as SVGSVGElement;
  for (let k = 0; k <= 4; k++) {
    const v = Math.round((max * k) / 4);
    svg.appendChild(svgEl("line", { x1: L, y1: y(v), x2: W - R, y2: y(v), stroke: "#ccc" }));
    const tx = svgEl("text", { x: L - 4, y: y(v) + 4, "text-anchor": "end", "font-size": 11, fill: "#333", class: "y-tick" });
    tx.textContent = String(v);
    svg.appendChild(tx);
  }
  svg.appendChild(svgEl("line", { x1: L, y1: H - B, x2: W - R, y2: H - B, stroke: "#666" }));
  svg.appendChild(svgEl("line", { x1: L, y1: T, x2: L, y2: H - B, stroke: "#666" }));
  for (let k = 0; k <= 4; k++) {
    const pos = Math.round((last * k) / 4);
    svg.appendChild(svgEl("line", { x1: x(pos), y1: H - B, x2: x(pos), y2: H - B + 4, stroke: "#666" }));
    const tx = svgEl("text", { x: x(pos), y: H - B + 16, "text-anchor": "middle", "font-size": 11, fill: "#333", class: "x-tick" });
    tx.textContent = String(pos);
    svg.appendChild(tx);
  }
  const cap = svgEl("text", { x: L + (W - L - R) / 2, y: H - 4, "text-anchor": "middle", "font-size": 11, fill: "#333", class: "x-title" });
  cap.textContent = t("chart.x");
  svg.appendChild(cap);
  const legend = h("div", { class: "legend" });
  lines.forEach(([id, ys], k) => {
    const color = colors.get(id) || palette[k % palette.length];
    let d = "";
    let pen = false;
    ys.forEach((v, i) => {
      if (v === null) {
        pen = false;
        return;
      }
      d += (pen ? "L" : "M") + x(at[i] ?? i).toFixed(1) + "," + y(v).toFixed(1);
      pen = true;
    });
    const dash = dashes[k % dashes.length];
    svg.appendChild(svgEl("path", { d, fill: "none", stroke: color, "stroke-width": 2.5, "stroke-dasharray": dash, "stroke-linejoin": "round" }));
    const key = svgEl("svg", { class: "swatch", viewBox: "0 0 28 6", "aria-hidden": "true" });
    key.appendChild(svgEl("line", { x1: 0, y1: 3, x2: 28, y2: 3, stroke: color, "stroke-width": 3, "stroke-dasharray": dash }));
    legend.append(h("span", { class: "key" }, key, names.get(id) || id));
  });
  return h("figure", null, h("figcaption", null, title), svg, legend);
}

export function charts(s: Series, familyColors: Map<string, string>, players: Map<string, string>): HTMLElement {
  const prices = Object.entries(s.prices).filter(([, ys]) => ys.some((v) => v !== null));
  return h(
    "div",
    { class: "charts" },
    chart(t("chart.prices"), s.at, prices, familyColors, new Map()),
    chart(t("chart.values"), s.at, Object.entries(s.values), new Map(), players),
  );
}
