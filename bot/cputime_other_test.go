//go:build !unix

package bot_test

import "time"

// cpuTime is not measured here (0: the benchmarks report wall time only).
func cpuTime() time.Duration { return 0 }
