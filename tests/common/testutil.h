#pragma once

#include <QDir>
#include <QString>
#include <QTest>

namespace Ei::Test {

// The shared corpus (../shared/corpus), or an empty string when it is not there.
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
