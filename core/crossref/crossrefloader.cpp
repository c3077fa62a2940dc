#include "crossrefloader.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <core/crossref/crossrefloadtarget.h>
#include <core/pg/pgconninfo.h>

namespace Ei::Core {

namespace {

constexpr int kStateVersion = 1;

struct FileState
{
    QString path;
    qint64 size = 0;
    qint64 items = 0; // records (good and bad) of this file that are done
    bool done = false;
    QString error;
};

struct LoadState
{
    QString target;
    qint64 output = -1; // the folder target's committed size
    QList<FileState> files;
    qint64 stored = 0;
    qint64 kept = 0;
    qint64 bad = 0;
};

QJsonObject toJson(const LoadState &s)
{
    QJsonArray files;
    for (const FileState &f : s.files) {
        QJsonObject o{{QStringLiteral("path"), f.path},
                      {QStringLiteral("size"), f.size},
                      {QStringLiteral("items"), f.items},
                      {QStringLiteral("done"), f.done}};
        if (!f.error.isEmpty()) {
            o.insert(QStringLiteral("error"), f.error);
        }
        files.append(o);
    }
    return {{QStringLiteral("version"), kStateVersion},
            {QStringLiteral("target"), s.target},
            {QStringLiteral("output"), s.output},
            {QStringLiteral("files"), files},
            {QStringLiteral("stored"), s.stored},
            {QStringLiteral("kept"), s.kept},
            {QStringLiteral("bad"), s.bad}};
}

Result<LoadState> readState(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(ErrorKind::NotFound,
                    QStringLiteral("cannot read the state file %1: %2").arg(path, file.errorString()));
    }
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    if (o.value(QStringLiteral("version")).toInt() != kStateVersion) {
        return fail(ErrorKind::InvalidInput,
                    QStringLiteral("%1 is not a crossref-load state file").arg(path));
    }
    LoadState s;
    s.target = o.value(QStringLiteral("target")).toString();
    s.output = o.value(QStringLiteral("output")).toInteger(-1);
    s.stored = o.value(QStringLiteral("stored")).toInteger();
    s.kept = o.value(QStringLiteral("kept")).toInteger();
    s.bad = o.value(QStringLiteral("bad")).toInteger();
    for (const QJsonValue &v : o.value(QStringLiteral("files")).toArray()) {
        const QJsonObject f = v.toObject();
        s.files.append(
            {f.value(QStringLiteral("path")).toString(), f.value(QStringLiteral("size")).toInteger(),
             f.value(QStringLiteral("items")).toInteger(), f.value(QStringLiteral("done")).toBool(),
             f.value(QStringLiteral("error")).toString()});
    }
    return s;
}

Result<void> writeState(const QString &path, const LoadState &s)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return fail(ErrorKind::Io,
                    QStringLiteral("cannot write the state file %1: %2").arg(path, file.errorString()));
    }
    file.write(QJsonDocument(toJson(s)).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        return fail(ErrorKind::Io,
                    QStringLiteral("cannot write the state file %1: %2").arg(path, file.errorString()));
    }
    return {};
}

// The state this run starts from: a fresh one, or the checkpoint of the same load.
Result<LoadState> startingState(const CrossrefLoadOptions &options, const QString &target)
{
    LoadState fresh;
    fresh.target = target;
    for (const QString &f : options.files) {
        const QFileInfo info(f);
        if (!info.isFile()) {
            return fail(ErrorKind::NotFound, QStringLiteral("the dump file %1 does not exist").arg(f));
        }
        fresh.files.append({info.absoluteFilePath(), info.size(), 0, false, {}});
    }
    if (!options.resume) {
        if (QFileInfo::exists(options.statePath)) {
            return fail(
                ErrorKind::InvalidInput,
                QStringLiteral("the state file %1 records an unfinished load: give --resume to go on with "
                               "it, or remove it to start again")
                    .arg(options.statePath));
        }
        return fresh;
    }
    auto saved = readState(options.statePath);
    if (!saved) {
        return saved;
    }
    if (saved->target != target) {
        return fail(ErrorKind::InvalidInput, QStringLiteral("the state file %1 is for another target (%2)")
                                                 .arg(options.statePath, saved->target));
    }
    bool same = saved->files.size() == fresh.files.size();
    for (qsizetype i = 0; same && i < fresh.files.size(); ++i) {
        same = saved->files.at(i).path == fresh.files.at(i).path &&
               saved->files.at(i).size == fresh.files.at(i).size;
    }
    if (!same) {
        return fail(
            ErrorKind::InvalidInput,
            QStringLiteral("the state file %1 is for other dump files (or they changed since): give the same "
                           "files in the same order to resume")
                .arg(options.statePath));
    }
    return saved;
}

} // namespace

Result<CrossrefLoadReport> CrossrefLoader::run(const CrossrefLoadOptions &options, const OnProblem &onProblem,
                                               const OnProgress &onProgress, const std::atomic_bool *stop)
{
    QElapsedTimer clock;
    clock.start();
    const bool toDatabase = options.target.startsWith(QLatin1StringView("postgres:"));
    std::optional<PgConnInfo> info;
    if (toDatabase) {
        auto parsed = PgConnInfo::parse(options.target.mid(qsizetype(strlen("postgres:"))));
        if (!parsed) {
            return std::unexpected(parsed.error());
        }
        info = *parsed;
    }
    const QString targetName =
        toDatabase ? QString(QStringLiteral("postgres:") + info->text())
                   : QString(QStringLiteral("folder:") + QFileInfo(options.target).absoluteFilePath());
    auto state = startingState(options, targetName);
    if (!state) {
        return std::unexpected(state.error());
    }
    auto target = toDatabase
                      ? CrossrefLoadTarget::postgres(*info, options.password, options.toastCompression)
                      : CrossrefLoadTarget::folder(options.target, options.resume ? state->output : -1);
    if (!target) {
        return std::unexpected(target.error());
    }
    if (!toDatabase) {
        state->output = (*target)->committedSize();
    }
    if (auto saved = writeState(options.statePath, *state); !saved) {
        return std::unexpected(saved.error());
    }

    CrossrefLoadReport report;
    report.files = int(state->files.size());
    CrossrefLoadProgress progress;
    progress.files = report.files;
    qint64 lastProgress = -1;
    qint64 pendingBad = 0; // problems since the last checkpoint
    const auto checkpoint = [&](FileState &file, qint64 items, bool done) -> Result<void> {
        auto outcome = (*target)->commit();
        if (!outcome) {
            return fail(outcome.error().kind,
                        QStringLiteral("%1 (the load stopped at a checkpoint: run the same "
                                       "command with --resume to go on)")
                            .arg(outcome.error().message));
        }
        for (const RejectedRecord &r : outcome->rejected) {
            onProblem(file.path, r.where, r.reason);
        }
        progress.bad += qint64(outcome->rejected.size());
        state->stored += outcome->stored;
        state->kept += outcome->kept;
        state->bad += pendingBad + outcome->rejected.size();
        pendingBad = 0;
        file.items = items;
        file.done = done;
        state->output = (*target)->committedSize();
        return writeState(options.statePath, *state);
    };

    for (int i = 0; i < state->files.size() && !report.interrupted; ++i) {
        FileState &file = state->files[i];
        if (file.done) {
            continue;
        }
        progress.file = i;
        progress.path = file.path;
        auto reader = CrossrefDumpReader::open(file.path);
        if (!reader) {
            report.failedFiles << reader.error().message;
            file.done = true;
            file.error = reader.error().message;
            if (auto saved = writeState(options.statePath, *state); !saved) {
                return std::unexpected(saved.error());
            }
            continue;
        }
        const qint64 resumeAfter = file.items;
        DumpRecord record;
        DumpProblem problem;
        for (;;) {
            auto step = (*reader)->next(record, problem);
            if (!step) {
                // The rest of the file cannot be read: what came before it is stored.
                const QString why = QStringLiteral("%1: %2").arg(file.path, step.error().message);
                report.failedFiles << why;
                file.error = step.error().message;
                if (auto stored = checkpoint(file, (*reader)->items(), true); !stored) {
                    return std::unexpected(stored.error());
                }
                break;
            }
            if (*step == CrossrefDumpReader::Step::End) {
                if (auto stored = checkpoint(file, (*reader)->items(), true); !stored) {
                    return std::unexpected(stored.error());
                }
                break;
            }
            if ((*reader)->items() <= resumeAfter) {
                ++report.skipped; // stored (or reported) before the interruption
                continue;
            }
            if (*step == CrossrefDumpReader::Step::Problem) {
                onProblem(file.path, problem.where, problem.reason);
                ++pendingBad;
                ++progress.bad;
            } else {
                if (auto added = (*target)->add(record); !added) {
                    return std::unexpected(added.error());
                }
                ++progress.records;
            }
            const bool full = (*target)->batchRecords() >= options.batchRecords ||
                              (*target)->batchBytes() >= options.batchBytes;
            const bool stopping = stop && stop->load(std::memory_order_relaxed);
            if (full || stopping) {
                if (auto stored = checkpoint(file, (*reader)->items(), false); !stored) {
                    return std::unexpected(stored.error());
                }
            }
            if (stopping) {
                report.interrupted = true;
                break;
            }
            if ((progress.records & 1023) == 0 && onProgress && clock.elapsed() / 500 != lastProgress) {
                lastProgress = clock.elapsed() / 500;
                progress.fileBytesRead = (*reader)->fileBytesRead();
                progress.fileSize = (*reader)->fileSize();
                progress.seconds = double(clock.elapsed()) / 1000.0;
                onProgress(progress);
            }
        }
    }
    // The whole load's counts, earlier runs of a resumed one included.
    report.stored = state->stored;
    report.kept = state->kept;
    report.bad = state->bad;
    report.seconds = double(clock.elapsed()) / 1000.0;
    if (report.interrupted) {
        return report;
    }
    if (onProgress) {
        progress.file = report.files;
        progress.seconds = report.seconds;
        onProgress(progress);
    }
    QFile::remove(options.statePath); // every file is done: nothing to resume
    return report;
}

} // namespace Ei::Core
