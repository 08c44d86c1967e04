// The board's choices on the game page: the hexes an action is chosen on,
// a tile picked first to see where it fits, the tiles that fit the hex
// picked (their pictures from GET /tiles), the lay's rotations previewed on
// the board (GET preview.svg) and confirmed, and the hex's other actions.
import { api } from "./api";
import { Board } from "./board";
import { h } from "./dom";
import { has, lang, t } from "./i18n";
import { Action } from "./types";
import { View } from "./view";

// tileName is a tile copy's tile ("57-0" → "57").
export function tileName(copy: string): string {
  return copy.split("-")[0];
}

// hexOf is the hex an action is chosen on, if it is chosen on the board;
// cities maps tile copies to the hexes they lie on (from the view), for
// place_token actions that name a city instead of a hex.
export function hexOf(a: Action, cities: Map<string, string>): string | null {
  if (a.type === "lay_tile" || a.type === "place_token") {
    if (a.hex) return a.hex;
    if (a.city) return cities.get(a.city.split("-").slice(0, 2).join("-")) || null;
    return null;
  }
  if (a.target_type === "hex" && a.target) return a.target;
  return null;
}

// HexDeps is what the hex panel is given by the page.
export interface HexDeps {
  id: number;
  board: Board;
  legal: () => Action[]; // the actions the reader may take now
  version: () => number;
  view: () => View | null;
  label: (a: Action) => string; // an action in words
  actButton: (a: Action) => HTMLButtonElement; // the control that sends an action
  submit: (a: Action) => void;
  redraw: () => void; // draw the actions panel again
}

export class HexPanel {
  hex: string | null = null; // selected hex
  tile: string | null = null; // selected tile id
  private rot = 0; // index into the selected tile's legal rotations
  tileFirst: string | null = null; // a tile picked first, to see where it fits
  cities = new Map<string, string>(); // tile copies → hexes (from the view)
  private previews = new Map<string, string | null>(); // preview SVGs of this version's lays
  private fans = new Map<string, Promise<Map<string, string>>>(); // tile fan pictures, by version and hex

  constructor(private d: HexDeps) {}

  // newVersion forgets the pictures of the version before.
  newVersion() {
    this.previews.clear();
    this.fans.clear();
  }

  // hexes are the hexes to mark on the board: where a legal action is
  // chosen, or where the tile picked first fits.
  hexes(legal: Action[]): Set<string> {
    let hexes = new Set(legal.map((a) => hexOf(a, this.cities)).filter((x) => x) as string[]);
    if (this.tileFirst) hexes = new Set(legal.filter((a) => a.type === "lay_tile" && tileName(a.tile!) === this.tileFirst).map((a) => a.hex!));
    return hexes;
  }

  // clear forgets the hex, tile and rotation picked.
  clear() {
    this.hex = null;
    this.tile = null;
    this.rot = 0;
    this.tileFirst = null;
  }

  // pick picks hx: again, it cycles the legal rotations.
  pick(hx: string) {
    const here = this.d.legal().filter((a) => hexOf(a, this.cities) === hx);
    if (!here.length) return;
    if (this.hex === hx && this.tile) {
      this.rot++; // cycle the legal rotations
    } else {
      this.hex = hx;
      const tiles = [...new Set(here.filter((a) => a.type === "lay_tile").map((a) => a.tile!))];
      const named = tiles.filter((tl) => tileName(tl) === this.tileFirst);
      this.tile = tiles.length === 1 ? tiles[0] : named.length ? named[0] : null;
      this.rot = 0;
    }
    this.d.redraw();
  }

  private rotations(): Action[] {
    return this.d.legal().filter((a) => a.type === "lay_tile" && a.hex === this.hex && a.tile === this.tile);
  }

  // el is the panel of the board's choices: the hexes, the tiles that fit
  // the one picked, the lay to confirm, the hex's other actions.
  el(legal: Action[], hexes: Set<string>): HTMLElement {
    const box = h("div", { class: "group hexes", "data-group": "hex" });
    box.append(h("h3", null, t("game.pick_hex")));
    box.append(
      h(
        "div",
        { class: "hex-list" },
        [...hexes].sort().map((x) => h("button", { class: "hex-btn" + (x === this.hex ? " on" : ""), "data-hex-button": x, onclick: () => this.pick(x) }, x)),
      ),
    );
    const names = [...new Set(legal.filter((a) => a.type === "lay_tile").map((a) => tileName(a.tile!)))].sort();
    if (names.length > 1) {
      box.append(
        h("h3", null, t("tile.pick_first")),
        h(
          "div",
          { class: "tiles" },
          names.map((n) =>
            h(
              "button",
              {
                class: "tile-first" + (n === this.tileFirst ? " on" : ""),
                "data-tile-name": n,
                onclick: () => {
                  this.tileFirst = this.tileFirst === n ? null : n;
                  this.hex = null;
                  this.tile = null;
                  this.d.redraw();
                },
              },
              n,
            ),
          ),
        ),
      );
    }
    if (!this.hex) return box;
    const here = legal.filter((a) => hexOf(a, this.cities) === this.hex);
    const tiles = [...new Set(here.filter((a) => a.type === "lay_tile").map((a) => a.tile!))];
    if (tiles.length) {
      box.append(
        h("h3", null, t("tile.fits", { hex: this.hex })),
        h(
          "div",
          { class: "tiles fan", id: "tile-fan" },
          tiles.map((tl) => {
            const pic = h("span", { class: "tile-pic", "aria-hidden": "true" });
            this.tilePicture(this.hex!, tl, pic);
            return h(
              "button",
              {
                class: "tile-btn" + (tl === this.tile ? " on" : ""),
                "data-tile": tl,
                "aria-label": t("tile.name", { name: tileName(tl) }),
                onclick: () => {
                  this.tile = tl;
                  this.rot = 0;
                  this.d.redraw();
                },
              },
              pic,
              h("span", { class: "tile-no" }, tileName(tl)),
            );
          }),
        ),
      );
    }
    const rots = this.rotations();
    if (this.tile && rots.length) {
      const a = rots[this.rot % rots.length];
      this.showPreview(a);
      box.append(
        h(
          "div",
          { class: "confirm" },
          h("span", null, this.d.label(a)),
          this.costOf(this.hex!) ? h("span", { class: "cost", id: "terrain-cost" }, t("tile.cost", { cost: this.costOf(this.hex!) })) : null,
          h("button", { class: "rotate", id: "rotate", onclick: () => this.pick(this.hex!), "aria-label": t("tile.rotate") }, "↻ ", `${(this.rot % rots.length) + 1}/${rots.length}`),
          h("button", { class: "ok primary", id: "confirm", onclick: () => this.d.submit(a), "aria-label": t("tile.confirm") }, "✔"),
          h("button", { class: "cancel", id: "cancel", onclick: () => { this.clear(); this.d.redraw(); }, "aria-label": t("tile.cancel") }, "✖"),
        ),
      );
    }
    const others = here.filter((a) => a.type !== "lay_tile");
    if (others.length) box.append(h("div", { class: "here" }, others.map((a) => this.d.actButton(a))));
    return box;
  }

  // tilePicture puts in el the picture of hex with tile copy tl laid (its
  // first distinct rotation), from the server's tile fan of the hex
  // (GET /tiles, one request a hex and version).
  private tilePicture(hex: string, tl: string, el: HTMLElement) {
    const key = this.d.version() + "|" + hex;
    let fan = this.fans.get(key);
    if (!fan) {
      fan = api<{ tiles: { tile: string; svg: string }[] }>("GET", `/api/games/${this.d.id}/tiles?hex=${encodeURIComponent(hex)}&lang=${lang()}`)
        .then((r) => new Map(r.tiles.map((x) => [x.tile, x.svg])))
        .catch(() => new Map<string, string>());
      this.fans.set(key, fan);
    }
    fan.then((m) => {
      const svg = m.get(tl);
      if (!svg) return;
      el.innerHTML = svg;
      // a picture: nothing in it is a control, named or a hex of the board
      for (const n of el.querySelectorAll("[id], [tabindex], [role], [data-hex], [aria-label]")) {
        for (const a of ["id", "tabindex", "role", "data-hex", "aria-label"]) n.removeAttribute(a);
      }
    });
  }

  // costOf is what building on a hex costs (terrain), as the view says.
  private costOf(hex: string): string {
    const hx = this.d.view()?.board?.hexes.find((x) => x.id === hex);
    return hx && hx.cost ? (this.d.view()!.currency || "%s").replace("%s", String(hx.cost)) + (hx.terrain ? " " + (has("terrain." + hx.terrain) ? t("terrain." + hx.terrain) : hx.terrain) : "") : "";
  }

  // showPreview draws the chosen lay on its hex, as the server draws it
  // (GET preview.svg); null puts the board's hex back.
  private async showPreview(a: Action | null) {
    if (!a) {
      this.d.board.preview(null, null);
      return;
    }
    const key = `hex=${encodeURIComponent(a.hex!)}&tile=${encodeURIComponent(a.tile!)}&rotation=${a.rotation ?? 0}`;
    let svg = this.previews.get(key);
    if (svg === undefined) {
      const version = this.d.version();
      const got: string | null = await fetch(`/api/games/${this.d.id}/preview.svg?lang=${lang()}&${key}`, { cache: "no-store" }).then((r) => (r.ok ? r.text() : null));
      if (version !== this.d.version()) return;
      this.previews.set(key, got);
      svg = got;
    }
    const still = this.rotations()[this.rot % Math.max(1, this.rotations().length)];
    if (still && still.hex === a.hex && still.tile === a.tile && still.rotation === a.rotation) this.d.board.preview(a.hex!, svg);
  }

}
