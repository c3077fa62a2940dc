#pragma once

#include <QDir>
#include <QString>
#include <QTest>

#include <demo/demogenerator.h>

namespace Ei::Test {

// The shared corpus, or an empty string when it is not there: EI_CORPUS_DIR when set (an empty
// value or a folder without PROVENANCE.md means none), else the folder the build configured
// (EI_CONFIGURED_CORPUS_DIR, set by ctest: ../shared/corpus beside the clone). Only tests about
// real-world files need it; every behaviour test runs on generated data.
QString corpusDir();
// Absolute path of a corpus file, relative to the corpus root.
QString corpusPath(const QString &relative);
// Directory of the built executables (build/<preset>/bin).
QString binDir();
QByteArray readFile(const QString &path);
// The built renderer (build/<preset>/bin/extract-inspector-render).
QString builtRenderWorker();
// Points EI_RENDER_WORKER at the built renderer: the PDF pane's worker sits beside the
// application, not beside the tests.
void useBuiltRenderWorker();
// How long a test waits for the render worker: generous, because the asan build renders slowly.
inline constexpr int RenderTimeout = 30000;
// The demo snapshot generated at build time (build/<preset>/share/demo).
QString builtDemoDir();
bool builtDemoExists();
// A small demo dataset (docs/demo-data.md: 40 rows in every lifecycle state and match status, their
// PDFs in WARC files, TEI with coordinates, Crossref records), generated once per process in memory
// with the default seed: the behaviour tests' real-looking data, which needs no corpus.
const Demo::DemoDataset &generatedDemo();
// A file of generatedDemo() by its path in the snapshot ("crossref/records.jsonl"); empty if absent.
QByteArray generatedDemoFile(const QString &path);
// The key of the demo's deliberate SHA-1 mismatch row (the built snapshot uses the default
// options, so the generator names the same row); empty if the demo cannot be generated.
QByteArray builtDemoMismatchKey();

} // namespace Ei::Test

// Skips the current test with a clear message when the shared corpus is absent.
#define EI_REQUIRE_CORPUS()                                                                                  \
    do {                                                                                                     \
        if (Ei::Test::corpusDir().isEmpty())                                                                 \
            QSKIP("the shared corpus (../shared/corpus beside the clone, or EI_CORPUS_DIR) is not present"); \
    } while (false)

// Skips the current test with a clear message when the build did not generate the demo snapshot.
#define EI_REQUIRE_BUILT_DEMO()                                                                              \
    do {                                                                                                     \
        if (!Ei::Test::builtDemoExists())                                                                    \
            QSKIP("the demo snapshot (build/<preset>/share/demo) was not built");                            \
    } while (false)
