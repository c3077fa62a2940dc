#include "testutil.h"

#include <QCoreApplication>
#include <QFile>

#include <demo/demogenerator.h>

namespace Ei::Test {

QString corpusDir()
{
    // EI_CORPUS_DIR as the caller set it wins over the folder the build configured (ctest passes
    // that one as EI_CONFIGURED_CORPUS_DIR), so `EI_CORPUS_DIR=/empty ctest` runs without the corpus.
    // Set but empty, or a folder without PROVENANCE.md, means no corpus.
    const QString dir = qEnvironmentVariableIsSet("EI_CORPUS_DIR")
                            ? qEnvironmentVariable("EI_CORPUS_DIR")
                            : qEnvironmentVariable("EI_CONFIGURED_CORPUS_DIR");
    if (!dir.isEmpty() && QFileInfo::exists(dir + QStringLiteral("/PROVENANCE.md"))) {
        return QDir(dir).absolutePath();
    }
    return {};
}

QString corpusPath(const QString &relative)
{
    return corpusDir() + QLatin1Char('/') + relative;
}

QString binDir()
{
    const QString dir = qEnvironmentVariable("EI_BIN_DIR");
    if (!dir.isEmpty()) {
        return dir;
    }
    // Run by hand (not through ctest): tests live in build/<preset>/tests, executables in ../bin.
    return QCoreApplication::applicationDirPath() + QStringLiteral("/../bin");
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return f.readAll();
}

QString builtRenderWorker()
{
    return binDir() + QStringLiteral("/extract-inspector-render");
}

void useBuiltRenderWorker()
{
    qputenv("EI_RENDER_WORKER", builtRenderWorker().toUtf8());
}

QString builtDemoDir()
{
    return binDir() + QStringLiteral("/../share/demo");
}

bool builtDemoExists()
{
    return QFileInfo::exists(builtDemoDir() + QStringLiteral("/manifest.json"));
}

const Demo::DemoDataset &generatedDemo()
{
    static const Demo::DemoDataset dataset = [] {
        auto generated = Demo::generateDemoDataset(Demo::DemoOptions{.rows = 40});
        Q_ASSERT(generated.has_value());
        return generated ? *generated : Demo::DemoDataset{};
    }();
    return dataset;
}

QByteArray generatedDemoFile(const QString &path)
{
    for (const Demo::DemoFile &file : generatedDemo().files) {
        if (file.path == path) {
            return file.bytes;
        }
    }
    return {};
}

QByteArray builtDemoMismatchKey()
{
    const auto dataset = Demo::generateDemoDataset(Demo::DemoOptions{});
    return dataset ? dataset->summary.mismatchKey : QByteArray();
}

} // namespace Ei::Test
