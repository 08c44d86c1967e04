// Entry point: draws the page the path names.
import { loadMe } from "./api";
import { loadBots } from "./bots";
import { replace } from "./dom";
import { gamePage } from "./game";
import { t } from "./i18n";
import { lobbyPage } from "./lobby";
import { nav } from "./nav";

async function start() {
  const root = document.getElementById("app")!;
  const path = location.pathname;
  const play = path.match(/^\/play\/(\d+)$/);
  await Promise.all([loadMe(), loadBots()]); // the lobby offers bots, a game's clocks name stand-ins
  replace(root, nav());
  document.title = t("app.name");
  if (play) gamePage(root, Number(play[1]));
  else lobbyPage(root);
}

start();
