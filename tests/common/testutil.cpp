#include "testutil.h"

#include <QFile>

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
    return qEnvironmentVariable("EI_BIN_DIR");
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return f.readAll();
}

} // namespace Ei::Test
