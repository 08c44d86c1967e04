package server_test

import (
	"encoding/json"
	"net/http"
	"sort"
	"strings"
	"testing"

	"ferro/store/storetest"
)

// TestOpenAPI: /api/openapi.json documents exactly the served endpoints,
// and /healthz answers.
func TestOpenAPI(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	anon := &client{t: t, base: e.url, hc: http.DefaultClient}
	anon.must("GET", "/healthz", nil, http.StatusOK, nil)
	var e404 apiErr
	anon.must("GET", "/api/nothing-here", nil, http.StatusNotFound, &e404)
	if e404.Code != "not_found" || e404.Error == "" {
		t.Fatalf("unknown endpoint: %+v", e404)
	}
	var doc struct {
		OpenAPI string                                `json:"openapi"`
		Paths   map[string]map[string]json.RawMessage `json:"paths"`
	}
	anon.must("GET", "/api/openapi.json", nil, http.StatusOK, &doc)
	if !strings.HasPrefix(doc.OpenAPI, "3.") {
		t.Fatalf("openapi version %q", doc.OpenAPI)
	}
	var documented []string
	for p, ops := range doc.Paths {
		for m := range ops {
			documented = append(documented, strings.ToUpper(m)+" "+p)
		}
	}
	served := e.srv.Routes()
	sort.Strings(documented)
	sort.Strings(served)
	if strings.Join(documented, "\n") != strings.Join(served, "\n") {
		t.Fatalf("documented:\n%s\n\nserved:\n%s", strings.Join(documented, "\n"), strings.Join(served, "\n"))
	}
}
