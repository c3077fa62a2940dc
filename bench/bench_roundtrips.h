#pragma once

#include <QList>
#include <QString>

namespace Ei::Bench {

// bench_inspector's scenario 5 (bench/README.md, "Round trips per action in the window"): the
// real window on a saved connection to `extract-inspector-cli serve --latency-ms N` (table and
// Crossref mirror) with the demo's WARC files behind the same delay, at each latency in `latencies`.
void roundTrips(const QList<int> &latenciesMs);

// The child process the scenario starts for the WARC files: serves `dir` over HTTP with Range,
// every answer delayed by `latencyMs`; prints "listening on URL" and runs until killed.
int serveFiles(const QString &dir, int latencyMs);

} // namespace Ei::Bench
