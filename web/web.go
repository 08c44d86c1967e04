// Package web is Ferro's browser client: the lobby, the game page and
// their message catalogues. The client is TypeScript under src/,
// bundled into static/app.js by `go generate ./web` (esbuild's Go API,
// see web/bundle); the bundle is committed, so building and testing the
// server needs no npm. Everything under static/ is embedded in the
// binary and served by Handler.
package web

//go:generate go run ./build

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"strings"
)

//go:embed static
var files embed.FS

// Static is the embedded static/ directory (the bundle, the style sheet,
// the page shell).
func Static() fs.FS {
	sub, err := fs.Sub(files, "static")
	if err != nil {
		panic(err)
	}
	return sub
}

// asset is one embedded file with its content hash.
type asset struct {
	body  []byte
	etag  string
	ctype string
}

var (
	assets = map[string]asset{}
	shell  []byte
)

func init() {
	st := Static()
	for _, name := range []string{"app.js", "style.css", "favicon.svg"} {
		b, err := fs.ReadFile(st, name)
		if err != nil {
			panic(err)
		}
		sum := sha256.Sum256(b)
		ct := map[string]string{".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
			".svg": "image/svg+xml"}[path.Ext(name)]
		assets[name] = asset{body: b, etag: hex.EncodeToString(sum[:8]), ctype: ct}
	}
	tpl := template.Must(template.ParseFS(st, "shell.html"))
	var b bytes.Buffer
	err := tpl.Execute(&b, map[string]string{
		"JS": "/assets/app.js?v=" + assets["app.js"].etag, "CSS": "/assets/style.css?v=" + assets["style.css"].etag,
		"Icon": "/assets/favicon.svg?v=" + assets["favicon.svg"].etag})
	if err != nil {
		panic(err)
	}
	shell = b.Bytes()
}

// Page answers a page of the client: the shell that loads the bundle,
// which draws the page the path names (lobby, game, learn).
func Page(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(shell)
}

// Assets serves /assets/NAME from the embedded files. A request naming
// the current content hash (?v=) may be cached for good.
func Assets(w http.ResponseWriter, r *http.Request) {
	a, ok := assets[strings.TrimPrefix(r.URL.Path, "/assets/")]
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", a.ctype)
	w.Header().Set("ETag", `"`+a.etag+`"`)
	if r.URL.Query().Get("v") == a.etag {
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		w.Header().Set("Cache-Control", "no-cache")
	}
	if r.Header.Get("If-None-Match") == `"`+a.etag+`"` {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Write(a.body)
}

// Size is the bundle's size in bytes.
func Size() int { return len(assets["app.js"].body) }
