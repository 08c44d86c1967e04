package server

import (
	"net/http"
	"strings"
)

// Every answer carries a Content-Security-Policy and framing protection.
// Pages (the web client's shell, /games, /games/{id}, /learn) may run
// scripts only from the site itself, never inline ones nor inline event
// handlers, so markup that slipped into a name or a chat line could not
// run even if it were ever printed unescaped; no other site may frame
// them (clickjacking). Styles may be inline (the drawings and the
// family swatches use style attributes; a style runs no script).
const pageCSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; " +
	"form-action 'self'; frame-ancestors 'none'"

// svgCSP is the policy of a drawing served on its own (board.svg,
// market.svg, preview.svg, routes.svg, the favicon): opened directly, an
// SVG is a document that could run script; sandboxed and with nothing
// allowed but its own inline styles and data: images, it never does.
const svgCSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'none'"

// securityHeaders sets the headers every answer carries.
func securityHeaders(h http.Header, r *http.Request) {
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "same-origin")
	if strings.HasSuffix(r.URL.Path, ".svg") {
		h.Set("Content-Security-Policy", svgCSP)
	} else {
		h.Set("Content-Security-Policy", pageCSP)
	}
}
