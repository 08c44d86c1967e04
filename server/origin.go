package server

import (
	"mime"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// Login CSRF and cross-site writes: a page elsewhere can make a browser
// send a form (text/plain, urlencoded or multipart) to any address, with
// the browser's cookies. Every request that sets a session cookie
// (sign-up, sign-in) or writes with one is therefore held to two rules:
//
//   - a body, if any, is declared JSON (Content-Type: application/json),
//     which no form can send and a page elsewhere can only send after a
//     CORS preflight the server never grants;
//   - a browser's Origin and Sec-Fetch-Site say the request comes from
//     the server's own pages (or from Config.Origins). Clients that send
//     neither (curl, scripts) are not browsers and pass.
//
// Requests with an API token carry no cookie and are not checked.

// browserWrite checks r against both rules.
func (s *Server) browserWrite(r *http.Request) error {
	if hasBody(r) {
		mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
		if err != nil || mt != "application/json" {
			return errorf(http.StatusUnsupportedMediaType, "json_required", "send the body as Content-Type: application/json")
		}
	}
	return s.sameOrigin(r)
}

func hasBody(r *http.Request) bool {
	return r.ContentLength != 0 || len(r.TransferEncoding) > 0
}

// sameOrigin refuses a request a browser says comes from another site.
func (s *Server) sameOrigin(r *http.Request) error {
	origin := r.Header.Get("Origin")
	if origin != "" && !s.originAllowed(r, origin) {
		return forbidden("cross-origin request refused: Origin %s is not this site", origin)
	}
	switch site := r.Header.Get("Sec-Fetch-Site"); site {
	case "", "same-origin", "none":
	default:
		// same-site or cross-site: another page sent it, which only an
		// Origin listed in Config.Origins may.
		if origin == "" || !s.listedOrigin(origin) {
			return forbidden("cross-site request refused (Sec-Fetch-Site: %s)", site)
		}
	}
	return nil
}

// originAllowed: the Origin's host is the request's own Host, or listed.
func (s *Server) originAllowed(r *http.Request, origin string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false // "null" (a sandboxed frame, a file) among them
	}
	return strings.EqualFold(u.Host, r.Host) || s.listedOrigin(origin)
}

// listedOrigin: the Origin's host matches one of Config.Origins (the
// patterns the WebSocket check uses too).
func (s *Server) listedOrigin(origin string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false
	}
	for _, p := range s.cfg.Origins {
		if ok, _ := path.Match(strings.ToLower(p), strings.ToLower(u.Host)); ok {
			return true
		}
	}
	return false
}
