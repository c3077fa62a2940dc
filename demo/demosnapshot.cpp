// Writing a generated demo dataset to disk, atomically.
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <demo/demogenerator.h>

namespace Ei::Demo {

Core::Result<void> writeDemoSnapshot(const DemoDataset &dataset, const QString &dir, bool force)
{
    const QString target = QDir::cleanPath(QFileInfo(dir).absoluteFilePath());
    QDir existing(target);
    const bool exists = QFileInfo::exists(target);
    if (exists && !QFileInfo(target).isDir()) {
        return fail(Core::ErrorKind::InvalidInput,
                    QStringLiteral("%1 exists and is not a directory.").arg(target));
    }
    const bool nonEmpty = exists && !existing.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    if (nonEmpty && !force) {
        return fail(Core::ErrorKind::InvalidInput,
                    QStringLiteral("%1 is not empty; pass --force to replace it.").arg(target));
    }
    // Build the whole snapshot beside the target and rename it into place at the end, so a crash
    // or a full disk never leaves a half-written demo that the GUI would then open.
    const QString partial = target + QStringLiteral(".partial");
    if (QFileInfo::exists(partial) && !QDir(partial).removeRecursively()) {
        return fail(Core::ErrorKind::Io, QStringLiteral("Could not remove the stale %1.").arg(partial));
    }
    for (const DemoFile &f : dataset.files) {
        const QString path = partial + QLatin1Char('/') + f.path;
        if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
            return fail(Core::ErrorKind::Io,
                        QStringLiteral("Could not create the directory of %1.").arg(path));
        }
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(f.bytes) != f.bytes.size() ||
            !out.flush()) {
            const QString why = out.errorString();
            QDir(partial).removeRecursively();
            return fail(Core::ErrorKind::Io, QStringLiteral("Could not write %1: %2.").arg(path, why));
        }
    }
    if (exists && !QDir(target).removeRecursively()) {
        return fail(Core::ErrorKind::Io, QStringLiteral("Could not remove the old %1.").arg(target));
    }
    if (!QDir().rename(partial, target)) {
        return fail(Core::ErrorKind::Io, QStringLiteral("Could not rename %1 to %2.").arg(partial, target));
    }
    return {};
}

} // namespace Ei::Demo
