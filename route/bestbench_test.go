//go:build unix

package route_test

import (
	"syscall"
	"testing"
	"time"

	"ferro/route"
)

// processCPU is the process's user and system CPU time so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkBestRecorded searches the best run of every 4th recorded
// run_routes position of the fixtures (each record's boards as its title hands
// them out); cpu-ns/search is the CPU time per search, steadier than the
// wall time on a shared machine.
func BenchmarkBestRecorded(b *testing.B) {
	_, ctxs := recordedContexts(b, 4)
	start := processCPU()
	for b.Loop() {
		for _, ctx := range ctxs {
			if _, _, err := route.Best(ctx); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(processCPU()-start)/float64(b.N*len(ctxs)), "cpu-ns/search")
	b.ReportMetric(float64(len(ctxs)), "positions")
}
