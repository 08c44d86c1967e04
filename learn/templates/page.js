// The learn pages' only script, served as /learn/page.js so that the
// pages' Content-Security-Policy can forbid inline script: a chosen
// language is remembered for the lobby, and on a walkthrough the arrow
// keys step back and forth.
document.addEventListener("DOMContentLoaded", function () {
  var langs = document.querySelector("nav.langs");
  if (langs) langs.addEventListener("click", function (e) {
    var a = e.target.closest("a[hreflang]");
    if (a) try { localStorage.setItem("ferro.lang", a.hreflang); } catch (x) {}
  });
  if (!document.getElementById("walkthrough")) return;
  document.addEventListener("keydown", function (e) {
    var r = { ArrowLeft: "prev", ArrowRight: "next" }[e.key],
      a = r && !e.altKey && !e.ctrlKey && !e.metaKey && document.querySelector("a[rel=" + r + "]");
    if (a) location.href = a.href;
  });
});
