#include "testutil.h"

#include <QCoreApplication>
#include <QFile>

#include <demo/demogenerator.h>

namespace Ei::Test {

QString corpusDir()
{
    const QString dir = qEnvironmentVariable("EI_CORPUS_DIR");
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

QByteArray builtDemoMismatchKey()
{
    const auto dataset = Core::Demo::generateDemoDataset(Core::Demo::DemoOptions{});
    return dataset ? dataset->summary.mismatchKey : QByteArray();
}

} // namespace Ei::Test
