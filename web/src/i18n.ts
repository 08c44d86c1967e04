// Message catalogues: every text the interface shows comes from one of
// the JSON files beside this one, looked up by key.
import en from "./i18n/en.json";
import nl from "./i18n/nl.json";
import cs from "./i18n/cs.json";
import ja from "./i18n/ja.json";

type Catalogue = Record<string, string>;
const catalogues: Record<string, Catalogue> = { en, nl, cs, ja };
export const languages = Object.keys(catalogues);
const storeKey = "ferro.lang";

function choose(): string {
  const saved = localStorage.getItem(storeKey);
  if (saved && catalogues[saved]) return saved;
  for (const l of navigator.languages || [navigator.language]) {
    const base = l.toLowerCase().split("-")[0];
    if (catalogues[base]) return base;
  }
  return "en";
}

let current = choose();
document.documentElement.lang = current;

export function lang(): string {
  return current;
}

export function setLang(l: string) {
  if (!catalogues[l]) return;
  current = l;
  localStorage.setItem(storeKey, l);
  document.documentElement.lang = l;
}

// terms is the title whose own words come first ("zoo", "menorca"; ""
// none): key "menorca:type.par" says what "type.par" says in 1713 Menorca.
let terms = "";

// setTerms makes the title named the one whose words t uses first.
export function setTerms(title: string) {
  terms = title.startsWith("1713") ? "menorca" : title.startsWith("18ZOO") ? "zoo" : "";
}

// t looks key up in the current language (then English), in the title's
// own words where it has them, and fills its {name} placeholders from params.
export function t(key: string, params?: Record<string, string | number>): string {
  const own = terms && terms + ":" + key;
  let s = (own && (catalogues[current][own] ?? catalogues.en[own])) || catalogues[current][key] || catalogues.en[key] || key;
  if (params) s = s.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
  return s;
}

// has reports whether key is in the catalogues (for names that may have
// a translation, such as families).
export function has(key: string): boolean {
  return key in catalogues.en;
}

// selfName is a language's name in that language.
export function selfName(l: string): string {
  return catalogues[l]["lang.self"];
}
