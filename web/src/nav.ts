// The bar on top of every page: home, learn, language switch, account.
import { api, me, setMe } from "./api";
import { h } from "./dom";
import { languages, lang, selfName, setLang, t } from "./i18n";

export function nav(): HTMLElement {
  const select = h(
    "select",
    {
      "aria-label": t("nav.language"),
      id: "lang",
      onchange: (e: Event) => {
        setLang((e.target as HTMLSelectElement).value);
        location.reload();
      },
    },
    languages.map((l) => h("option", { value: l, selected: l === lang() }, selfName(l))),
  );
  const account = me
    ? [
        h("span", { class: "who" }, t("nav.signed_in_as", { name: me.name })),
        h(
          "button",
          {
            id: "signout",
            onclick: async () => {
              await api("POST", "/api/signout").catch(() => undefined);
              setMe(null);
              location.href = "/";
            },
          },
          t("nav.sign_out"),
        ),
      ]
    : [];
  return h(
    "header",
    { class: "nav" },
    h("a", { href: "/", class: "brand" }, t("app.name")),
    h("a", { href: "/" }, t("nav.games")),
    h("a", { href: "/learn/?lang=" + lang() }, t("nav.learn")),
    h("a", { href: "/leaderboard?lang=" + lang(), id: "nav-leaderboard" }, t("nav.leaderboard")),
    h("span", { class: "spacer" }),
    account,
    select,
  );
}
