package playcheck

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// TraceSuffix ends the name of a record's state trace.
const TraceSuffix = ".trace.json"

// IsTrace reports whether a path names a trace rather than a record.
func IsTrace(path string) bool { return strings.HasSuffix(path, TraceSuffix) }

// TracePath is where the trace of the record at path would be:
// NAME.json → NAME.trace.json.
func TracePath(recordPath string) string {
	return strings.TrimSuffix(recordPath, ".json") + TraceSuffix
}

// Records lists every *.json file under dir, at any depth, that is not a
// *.trace.json, sorted. A dir that is itself such a file lists itself.
func Records(dir string) ([]string, error) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return []string{dir}, nil
	}
	var out []string
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ".json") && !IsTrace(p) {
			out = append(out, p)
		}
		return nil
	})
	sort.Strings(out)
	return out, err
}
