// `tei-diff A B [--text]`: the structural comparison of two TEI documents (core/tei/teidiff.h),
// each a row key (its grobid0:tei_xml), a TEI file, or a row of an opened export (EXPORT_PATH#KEY).
// Exit 0 (success) whether they differ or not; 1 when a side cannot be read, 4 when a row has no TEI.
#include <array>
#include <memory>

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <core/hbase/restclient.h>
#include <core/snapshot/exportrow.h>
#include <core/tei/teidiff.h>

#include "args.h"
#include "command.h"
#include "restsupport.h"

namespace Ei::Cli {
namespace {

const QByteArray kTeiColumn = QByteArrayLiteral("grobid0:tei_xml");

using TeiBytes = Core::Result<QByteArray>;

Core::Error noTei(const QString &what)
{
    return {Core::ErrorKind::NotFound,
            QStringLiteral("%1 does not exist or has no grobid0:tei_xml cell").arg(what)};
}

TeiBytes teiFromExport(const QString &path, const QString &keyText, const GlobalOptions &global)
{
    auto key = parseKeyArgument(keyText, global);
    if (!key) {
        return std::unexpected(key.error());
    }
    const auto row = Core::readExportRow(path, *key, {kTeiColumn});
    if (!row) {
        return std::unexpected(row.error());
    }
    const Core::Cell *cell = *row ? (*row)->find(kTeiColumn) : nullptr;
    if (!cell) {
        return std::unexpected(noTei(QStringLiteral("the row %1 of the export %2").arg(keyText, path)));
    }
    return cell->value;
}

// One side's TEI bytes, given to `done` (now for files and exports, later for rows).
void loadTei(CommandContext &ctx, const QString &spec, const std::function<void(TeiBytes)> &done)
{
    const qsizetype hash = spec.lastIndexOf(u'#');
    if (hash > 0 && QFileInfo::exists(spec.left(hash))) {
        done(teiFromExport(spec.left(hash), spec.mid(hash + 1), ctx.global()));
        return;
    }
    const QFileInfo info(spec);
    // Anything that exists and is not a folder is read as a file: a regular file, /dev/stdin, or
    // a shell's <(…) pipe (`tei-diff <(extract-inspector-cli tei KEY) new.tei.xml`).
    if (info.isDir()) {
        done(Core::fail(Core::ErrorKind::InvalidInput,
                        QStringLiteral("%1 is a folder, not a TEI file").arg(spec)));
        return;
    }
    if (!info.exists() && (spec.contains(u'/') || spec.endsWith(u".xml", Qt::CaseInsensitive))) {
        // A path that names no file is said so, not taken for a row key (which asked for a table).
        done(Core::fail(Core::ErrorKind::Io,
                        QStringLiteral("cannot read %1: No such file or directory").arg(spec)));
        return;
    }
    if (info.exists()) {
        QFile file(spec);
        if (!file.open(QIODevice::ReadOnly)) {
            done(Core::fail(Core::ErrorKind::Io,
                            QStringLiteral("cannot read %1: %2").arg(spec, file.errorString())));
            return;
        }
        done(file.readAll());
        return;
    }
    auto key = parseKeyArgument(spec, ctx.global());
    if (!key) {
        done(Core::fail(Core::ErrorKind::InvalidInput,
                        QStringLiteral("'%1' is neither a file, EXPORT_PATH#KEY nor a row key: %2")
                            .arg(spec, key.error().message)));
        return;
    }
    Core::RestClient *client = makeClient(ctx, true);
    if (!client) {
        return;
    }
    client->getRow(*key, {.columns = {kTeiColumn}})
        ->then(&ctx, [done, spec](const Core::Result<Core::Row> &row) {
            if (!row) {
                done(std::unexpected(row.error().kind == Core::ErrorKind::NotFound
                                         ? noTei(QStringLiteral("the row ") + spec)
                                         : row.error()));
                return;
            }
            const Core::Cell *cell = row->find(kTeiColumn);
            done(cell ? TeiBytes(cell->value)
                      : TeiBytes(std::unexpected(noTei(QStringLiteral("the row ") + spec))));
        });
}

Core::Result<Core::TeiDocument> parseSide(const QByteArray &bytes, const QString &spec)
{
    auto doc = Core::parseTei(bytes);
    if (!doc) {
        return Core::fail(doc.error().kind, QStringLiteral("%1: %2").arg(spec, doc.error().message));
    }
    return doc;
}

void runTeiDiff(CommandContext &ctx)
{
    const CommandArgs &args = ctx.args();
    if (args.positionals().size() != 2) {
        ctx.usageError(
            QStringLiteral("tei-diff needs two documents A and B (row key, TEI file or EXPORT_PATH#KEY)"));
        return;
    }
    const QStringList specs = args.positionals();
    auto sides = std::make_shared<std::array<std::optional<QByteArray>, 2>>();
    const auto compareWhenBoth = [&ctx, specs, sides, text = args.isSet(QStringLiteral("--text"))] {
        if (ctx.finished() || !(*sides)[0] || !(*sides)[1]) {
            return;
        }
        std::array<Core::TeiDocument, 2> docs;
        for (int i = 0; i < 2; ++i) {
            auto doc = parseSide(*(*sides)[i], specs.at(i));
            if (!doc) {
                ctx.fail(doc.error());
                return;
            }
            if (doc->error) {
                ctx.note(QStringLiteral("%1: the XML breaks at line %2 (%3); compared what comes before")
                             .arg(specs.at(i))
                             .arg(doc->error->line)
                             .arg(doc->error->message));
            }
            docs[i] = std::move(*doc);
        }
        const Core::TeiDiff diff = Core::compareTei(docs[0], docs[1]);
        if (text) {
            ctx.out() << Core::teiDiffText(diff, specs.at(0), specs.at(1));
        } else {
            ctx.writeOut(QJsonDocument(Core::teiDiffJson(diff)).toJson(QJsonDocument::Indented));
        }
        ctx.finish(0);
    };
    for (int i = 0; i < 2 && !ctx.finished(); ++i) { // a first side's usage error is said once
        loadTei(ctx, specs.at(i), [&ctx, sides, i, compareWhenBoth](TeiBytes bytes) {
            if (!bytes) { // said at once: the other side may never come (it may need a table)
                if (!ctx.finished()) {
                    ctx.fail(bytes.error());
                }
                return;
            }
            (*sides)[i] = std::move(*bytes);
            compareWhenBoth();
        });
    }
}

const bool registered = registerCommand(
    {.name = QStringLiteral("tei-diff"),
     .synopsis = QStringLiteral("tei-diff A B [--text]"),
     .summary =
         QStringLiteral("structural comparison of two TEI documents (row key, file or EXPORT_PATH#KEY)"),
     .options = {{{QStringLiteral("--text")}, {}, QStringLiteral("a readable summary instead of JSON")}},
     .examples =
         {{QStringLiteral("tei-diff old.tei.xml new.tei.xml --text"),
           QStringLiteral("what changed between two GROBID runs of one paper")},
          {QStringLiteral("tei-diff sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J "
                          "exports/qa.jsonl.sz#sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J"),
           QStringLiteral("a row against the same row in an export")},
          {QStringLiteral("tei-diff <(extract-inspector-cli tei sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J) "
                          "regrobided.tei.xml --text"),
           QStringLiteral("a side from a pipe (or /dev/stdin): any path that is not a folder is read")}},
     .exitCodes = {{0}, {1}, {2}, {4, QStringLiteral("a row does not exist or has no grobid0:tei_xml")}},
     .run = runTeiDiff});

} // namespace
} // namespace Ei::Cli
