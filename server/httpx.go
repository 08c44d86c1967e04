package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"

	"ferro/store"
)

// apiError is an error a client caused or must know about; it is sent as
// JSON with its HTTP status.
type apiError struct {
	Status  int    `json:"-"`
	Code    string `json:"code"`
	Message string `json:"error"`
	Rule    string `json:"rule,omitempty"`    // the rule an illegal action breaks
	Version *int   `json:"version,omitempty"` // the game's current version, with stale_version
	// retryAfter, if set, is sent as Retry-After (seconds).
	retryAfter int
}

func (e *apiError) Error() string { return e.Message }

func errorf(status int, code, format string, args ...any) *apiError {
	return &apiError{Status: status, Code: code, Message: fmt.Sprintf(format, args...)}
}

func badRequest(format string, args ...any) *apiError {
	return errorf(http.StatusBadRequest, "bad_request", format, args...)
}

func notFound(what string) *apiError {
	return errorf(http.StatusNotFound, "not_found", "%s not found", what)
}

func notFoundRoute(r *http.Request) *apiError {
	return errorf(http.StatusNotFound, "not_found", "no endpoint %s %s (see /api/openapi.json)", r.Method, r.URL.Path)
}

func forbidden(format string, args ...any) *apiError {
	return errorf(http.StatusForbidden, "forbidden", format, args...)
}

func conflict(format string, args ...any) *apiError {
	return errorf(http.StatusConflict, "conflict", format, args...)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		http.Error(w, `{"code":"internal","error":"cannot encode response"}`, http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(len(b)+1))
	h.Set("X-Content-Type-Options", "nosniff")
	if h.Get("Cache-Control") == "" {
		// A game's answers change with every action: a browser or proxy
		// must ask again rather than show an old state.
		h.Set("Cache-Control", "no-cache")
	}
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}

func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	var ae *apiError
	var f *store.Fault
	switch {
	case errors.As(err, &ae):
	case errors.As(err, &f):
		// The same fault on every request: logged once per window, with a count.
		s.errLog.Print(f.Error())
		w.Header().Set("Retry-After", "5")
		ae = errorf(http.StatusServiceUnavailable, "database_unavailable", "database unavailable: %s", f.Reason())
	case errors.Is(err, errUnavailable):
		ae = errorf(http.StatusServiceUnavailable, "unavailable", "%v", err)
	default:
		s.errLog.Print(fmt.Sprintf("%s %s: %v", r.Method, r.URL.Path, err))
		ae = errorf(http.StatusInternalServerError, "internal", "internal error")
	}
	if ae.retryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(ae.retryAfter))
	}
	writeJSON(w, ae.Status, ae)
}

var errUnavailable = errors.New("server is shutting down")

// readJSON decodes a request body of at most limit bytes into v, strictly:
// unknown fields, trailing data, garbled or oversized bodies are 400s.
func readJSON(w http.ResponseWriter, r *http.Request, limit int64, v any) error {
	body, err := readBody(w, r, limit)
	if err != nil {
		return err
	}
	if err := refuseNUL(body); err != nil { // nul.go
		return err
	}
	return decodeStrict(body, v)
}

func readBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, error) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return nil, errorf(http.StatusBadRequest, "body_too_large", "request body is larger than %d bytes", limit)
	}
	if err != nil {
		return nil, badRequest("cannot read request body: %v", err)
	}
	return body, nil
}

func decodeStrict(body []byte, v any) error {
	if len(bytes.TrimSpace(body)) == 0 {
		return errorf(http.StatusBadRequest, "bad_json", "request body is empty: send a JSON object")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return errorf(http.StatusBadRequest, "bad_json", "request body is not valid JSON for this call: %v", err)
	}
	if dec.More() {
		return errorf(http.StatusBadRequest, "bad_json", "request body has data after the JSON object")
	}
	return nil
}

func pathID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, badRequest("%q is not an id", r.PathValue("id"))
	}
	return id, nil
}
