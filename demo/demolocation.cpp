#include "demolocation.h"

#include <QDir>
#include <QFileInfo>

namespace Ei::Demo {

QStringList demoSnapshotCandidates(const QString &applicationDirPath)
{
    QStringList out;
    const QString env = qEnvironmentVariable("EI_DEMO_DIR");
    if (!env.isEmpty()) {
        out.append(QDir::cleanPath(env));
    }
    const QDir bin(applicationDirPath);
    out.append(QDir::cleanPath(bin.filePath(QStringLiteral("../share/extract-inspector/demo"))));
    out.append(QDir::cleanPath(bin.filePath(QStringLiteral("../share/demo"))));
    return out;
}

QString findDemoSnapshot(const QString &applicationDirPath)
{
    for (const QString &dir : demoSnapshotCandidates(applicationDirPath)) {
        if (QFileInfo(dir + QStringLiteral("/manifest.json")).isFile()) {
            return dir;
        }
    }
    return {};
}

} // namespace Ei::Demo
