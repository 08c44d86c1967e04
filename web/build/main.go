// Command build writes the client's TypeScript declarations of the Go
// types it reads (web/src/gen, web/tsgen) and then the browser client's
// bundle (web/static/app.js) from its TypeScript sources. Run it through `go generate ./web`.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"ferro/web/bundle"
	"ferro/web/tsgen"
)

func main() {
	dir, err := os.Getwd() // go generate runs in the package directory, web/
	if err != nil {
		fail(err)
	}
	for name, b := range tsgen.Files() {
		p := filepath.Join(dir, tsgen.Dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			fail(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			fail(err)
		}
	}
	js, err := bundle.Build(dir)
	if err != nil {
		fail(err)
	}
	out := filepath.Join(dir, bundle.Output)
	if err := os.WriteFile(out, js, 0o644); err != nil {
		fail(err)
	}
	fmt.Printf("%s: %d bytes\n", bundle.Output, len(js))
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "web/build:", err)
	os.Exit(1)
}
