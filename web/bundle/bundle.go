// Package bundle builds the browser client: it bundles web/src/main.ts
// and everything it imports (TypeScript and the JSON message
// catalogues) into one minified script with esbuild's Go API. It is
// used by `go generate ./web` (through web/build) and by the test that
// checks the committed bundle is up to date; the server never links it.
package bundle

import (
	"fmt"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// Entry is the client's entry point, relative to the web directory.
const Entry = "src/main.ts"

// Output is where the bundle is committed, relative to the web directory.
const Output = "static/app.js"

// Build bundles the client found under dir (the web directory) and
// returns the script.
func Build(dir string) ([]byte, error) {
	res := api.Build(api.BuildOptions{
		AbsWorkingDir:     dir,
		EntryPoints:       []string{Entry},
		Bundle:            true,
		Write:             false,
		Format:            api.FormatIIFE,
		Target:            api.ES2020,
		MinifyWhitespace:  true,
		MinifySyntax:      true,
		MinifyIdentifiers: true,
		Charset:           api.CharsetUTF8,
		LegalComments:     api.LegalCommentsNone,
		Loader:            map[string]api.Loader{".json": api.LoaderJSON},
		Outfile:           Output,
		LogLevel:          api.LogLevelSilent,
	})
	if len(res.Errors) > 0 {
		var b strings.Builder
		for _, m := range res.Errors {
			if m.Location != nil {
				fmt.Fprintf(&b, "%s:%d:%d: ", m.Location.File, m.Location.Line, m.Location.Column)
			}
			b.WriteString(m.Text)
			b.WriteByte('\n')
		}
		return nil, fmt.Errorf("esbuild: %s", b.String())
	}
	for _, f := range res.OutputFiles {
		if strings.HasSuffix(f.Path, ".js") {
			return f.Contents, nil
		}
	}
	return nil, fmt.Errorf("esbuild wrote no script")
}
