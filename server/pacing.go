package server

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"ferro/store"
)

// Budgets of paced: the HTML pages and the web shell share the anonymous
// API reads' budget of an address; static assets (the bundle, its styles)
// count in a bucket of their own, so loading a page's files does not use up
// the page reads.
const (
	pageBudget  = ""
	assetBudget = "asset "
)

// paced limits a handler that does not go through wrap (the server-rendered
// pages, the learn pages, the web shell and its assets) per client address,
// as anonymous API reads are: over the limit it answers 429 with
// Retry-After, as an HTML page when the handler serves pages.
func (s *Server) paced(budget string, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if ok, wait := s.reads.allow(budget+clientKey(r), time.Now()); !ok {
			err := s.tooMany(w, wait)
			if budget == assetBudget {
				http.Error(w, err.Error(), http.StatusTooManyRequests)
				return
			}
			s.writePageError(w, r, err)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// writePageError answers err as a small HTML page, logged as the API's
// errors are (writeError): a store fault is a 503 with Retry-After, logged
// once per window; any error not meant for the client is logged and a 500.
func (s *Server) writePageError(w http.ResponseWriter, r *http.Request, err error) {
	status, msg := http.StatusInternalServerError, "something went wrong"
	var ae *apiError
	var f *store.Fault
	switch {
	case errors.As(err, &ae):
		status, msg = ae.Status, ae.Message
		if ae.retryAfter > 0 {
			w.Header().Set("Retry-After", strconv.Itoa(ae.retryAfter))
		}
	case errors.As(err, &f):
		s.errLog.Print(f.Error())
		w.Header().Set("Retry-After", "5")
		status, msg = http.StatusServiceUnavailable, "database unavailable: "+f.Reason()
	case errors.Is(err, errUnavailable):
		status, msg = http.StatusServiceUnavailable, err.Error()
	default:
		s.errLog.Print(fmt.Sprintf("page %s %s: %v", r.Method, r.URL.Path, err))
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	pageTemplates.ExecuteTemplate(w, "error", map[string]any{"Status": status, "Message": msg})
}
