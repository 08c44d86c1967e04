package e2e

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"testing"
)

// apiUser is a signed-up account driven through the API, not in the
// browser (the other side of a table, an admin, a setup step).
type apiUser struct {
	t    *testing.T
	s    *site
	hc   *http.Client
	csrf string
}

// apiSignup signs up name (password "password-NAME") and keeps its session.
func apiSignup(t *testing.T, s *site, name string) *apiUser {
	t.Helper()
	u := &apiUser{t: t, s: s, hc: httpClient()}
	var a struct {
		CSRF string `json:"csrf"`
	}
	u.expect("POST", "/api/signup", map[string]string{"name": name, "password": "password-" + name}, http.StatusCreated, &a)
	u.csrf = a.CSRF
	return u
}

// call sends body (JSON-encoded; a string is sent as it is) and fails
// the test unless the answer is a success; out, if not nil, is decoded
// from it.
func (u *apiUser) call(method, path string, body any, out any) {
	u.t.Helper()
	u.do(method, path, body, 0, out)
}

// expect is call for one status.
func (u *apiUser) expect(method, path string, body any, want int, out any) {
	u.t.Helper()
	u.do(method, path, body, want, out)
}

func (u *apiUser) do(method, path string, body any, want int, out any) {
	u.t.Helper()
	var b []byte
	if s, ok := body.(string); ok {
		b = []byte(s)
	} else {
		b, _ = json.Marshal(body)
	}
	req, _ := http.NewRequest(method, u.s.url+path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-CSRF-Token", u.csrf)
	res, err := u.hc.Do(req)
	if err != nil {
		u.t.Fatal(err)
	}
	defer res.Body.Close()
	data, _ := io.ReadAll(res.Body)
	if (want == 0 && res.StatusCode >= 300) || (want != 0 && res.StatusCode != want) {
		u.t.Fatalf("%s %s: %d %s", method, path, res.StatusCode, data)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			u.t.Fatalf("%s %s: %v in %s", method, path, err, data)
		}
	}
}
