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

} // namespace Ei::Test

// Skips the current test with a clear message when the shared corpus is absent.
#define EI_REQUIRE_CORPUS()                                                                                  \
    do {                                                                                                     \
        if (Ei::Test::corpusDir().isEmpty())                                                                 \
            QSKIP("the shared corpus (../shared/corpus beside the clone, or EI_CORPUS_DIR) is not present"); \
    } while (false)
