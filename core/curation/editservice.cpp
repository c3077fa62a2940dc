#include "editservice.h"

#include <QJsonDocument>

#include <core/curation/writejournal.h>
#include <core/domain/curation.h>
#include <core/domain/rowkey.h>
#include <core/hbase/restclient.h>

namespace Ei::Core {

namespace {

QByteArray cellValue(const Row &row, QByteArrayView column)
{
    const Cell *c = row.find(column);
    return c ? c->value : QByteArray();
}

QByteArray cellValue(const QList<Cell> &cells, QByteArrayView column, bool *found = nullptr)
{
    for (const Cell &c : cells) {
        if (c.column == column) {
            if (found) {
                *found = true;
            }
            return c.value;
        }
    }
    if (found) {
        *found = false;
    }
    return {};
}

QJsonObject jsonObject(QByteArrayView bytes)
{
    return QJsonDocument::fromJson(bytes.toByteArray()).object();
}

int revOf(QByteArrayView json)
{
    const QJsonValue v = jsonObject(json).value(QLatin1StringView("rev"));
    return v.isString() ? v.toString().toInt() : v.toInt(0);
}

// The verdict word of a grobid0:quality cell (JSON or the bare word form).
QString qualityWord(QByteArrayView bytes)
{
    const QByteArray t = bytes.toByteArray().trimmed();
    if (!t.startsWith('{')) {
        return QString::fromUtf8(t);
    }
    return jsonObject(t).value(QLatin1StringView("quality")).toString();
}

Cell cell(const QByteArray &column, const QByteArray &value)
{
    return Cell{column, Cell::kNoTimestamp, value};
}

} // namespace

EditService::EditService(WriteJournal *journal, TableSetup setup, QString curator, QObject *parent)
    : QObject(parent)
    , m_journal(journal)
    , m_setup(std::move(setup))
    , m_curator(std::move(curator))
{
    connect(journal, &WriteJournal::entryChanged, this, &EditService::onEntryChanged);
}

bool EditService::isReadOnly() const
{
    return !m_journal || m_journal->client()->config().readOnly;
}

Error EditService::readOnlyError() const
{
    return Error{ErrorKind::Forbidden, tr("this connection is read-only: nothing was changed")};
}

QString EditService::displayKey(const QByteArray &key) const
{
    return displayRowKey(key, m_setup.keyFormat, Sha1Display::Base32Prefixed);
}

Result<JournalEntry> EditService::buildMatchEntry(const Row &seen, const MatchChange &change,
                                                  std::optional<int> undoOf) const
{
    const QByteArray seenMstatus = cellValue(seen, kMstatusColumn);
    const QByteArray seenDoi = cellValue(seen, kDoiColumn);
    const QByteArray seenMinfo = cellValue(seen, kMinfoColumn);
    MatchEdit edit;
    edit.mstatus = change.mstatus;
    edit.doi = change.doi.value_or(QString::fromUtf8(seenDoi));
    edit.note = change.note;
    edit.by = m_curator;
    edit.verdict = change.verdict;
    auto built = buildMatchEdit(m_setup.profile, seenMinfo, edit, kMatchHistoryCap, undoOf);
    if (!built) {
        return std::unexpected(built.error());
    }
    JournalEntry e;
    e.kind = undoOf ? WriteKind::Undo : WriteKind::MatchEdit;
    e.op = WriteOp::CheckAndPut;
    e.key = seen.key;
    e.cells = {cell(kMstatusColumn, built->mstatus), cell(kMinfoColumn, built->minfo)};
    if (change.doi) {
        e.cells.append(cell(kDoiColumn, built->doi)); // empty = cleared (check-and-put cannot delete)
    }
    e.check = cell(kMinfoColumn, seenMinfo);
    e.seen = {cell(kMstatusColumn, seenMstatus), cell(kDoiColumn, seenDoi), cell(kMinfoColumn, seenMinfo)};
    QJsonObject intent{{QStringLiteral("type"), QStringLiteral("match")},
                       {QStringLiteral("mstatus"), change.mstatus},
                       {QStringLiteral("note"), change.note}};
    if (change.doi) {
        intent.insert(QStringLiteral("doi"), *change.doi);
    }
    if (change.verdict) {
        intent.insert(QStringLiteral("verdict"), *change.verdict);
    }
    if (undoOf) {
        intent.insert(QStringLiteral("undo_of"), *undoOf);
    }
    e.intent = intent;
    e.by = m_curator;
    e.at = QDateTime::currentDateTimeUtc();
    const QString before = seenMstatus.isEmpty() ? tr("none") : QString::fromUtf8(seenMstatus);
    const QString after = built->mstatus.isEmpty() ? tr("none") : QString::fromUtf8(built->mstatus);
    e.description = undoOf ? tr("%1: undo revision %2 (match status %3 → %4)")
                                 .arg(displayKey(seen.key))
                                 .arg(*undoOf)
                                 .arg(before, after)
                           : tr("%1: match status %2 → %3 (revision %4)")
                                 .arg(displayKey(seen.key), before, after)
                                 .arg(built->rev);
    return e;
}

Result<JournalEntry> EditService::buildQualityEntry(const Row &seen, const QString &quality,
                                                    const QString &note, std::optional<int> undoOf) const
{
    const QByteArray seenQuality = cellValue(seen, kQualityColumn);
    QJsonObject intent{{QStringLiteral("type"), QStringLiteral("quality")},
                       {QStringLiteral("quality"), quality},
                       {QStringLiteral("note"), note}};
    if (undoOf) {
        intent.insert(QStringLiteral("undo_of"), *undoOf);
    }
    JournalEntry e;
    e.kind = undoOf ? WriteKind::Undo : WriteKind::QualityEdit;
    e.key = seen.key;
    e.check = cell(kQualityColumn, seenQuality);
    e.seen = {cell(kQualityColumn, seenQuality)};
    e.intent = intent;
    e.by = m_curator;
    e.at = QDateTime::currentDateTimeUtc();
    const QString before = seenQuality.isEmpty() ? tr("none") : qualityWord(seenQuality);
    if (quality.isEmpty()) {
        // Restoring "no verdict": only a check-and-delete can make the cell absent again.
        if (!undoOf) {
            return fail(ErrorKind::InvalidInput, tr("a quality verdict is needed"));
        }
        e.op = WriteOp::CheckAndDelete;
        e.description =
            tr("%1: undo quality revision %2 (%3 → none)").arg(displayKey(seen.key)).arg(*undoOf).arg(before);
        return e;
    }
    auto value = buildQuality(m_setup.profile, seenQuality, quality, m_curator, note, {}, undoOf);
    if (!value) {
        return std::unexpected(value.error());
    }
    e.op = WriteOp::CheckAndPut;
    e.cells = {cell(kQualityColumn, *value)};
    const QString after = qualityWord(*value);
    e.description = undoOf ? tr("%1: undo quality revision %2 (%3 → %4)")
                                 .arg(displayKey(seen.key))
                                 .arg(*undoOf)
                                 .arg(before, after)
                           : tr("%1: quality %2 → %3").arg(displayKey(seen.key), before, after);
    return e;
}

Result<qint64> EditService::submitOne(JournalEntry entry, bool undoable)
{
    if (!m_journal) {
        return fail(ErrorKind::Internal, tr("no write journal: nothing was changed"));
    }
    entry.batch = QByteArrayLiteral("edit");
    auto ids = m_journal->submit({entry});
    if (!ids) {
        return std::unexpected(ids.error());
    }
    entry.id = ids->first();
    if (undoable) {
        m_undo.append(entry);
        if (m_undo.size() == 1) {
            Q_EMIT undoAvailableChanged(true);
        }
    }
    return entry.id;
}

Result<qint64> EditService::setMatch(const Row &seen, const MatchChange &change)
{
    if (isReadOnly()) {
        return std::unexpected(readOnlyError());
    }
    auto entry = buildMatchEntry(seen, change);
    if (!entry) {
        return std::unexpected(entry.error());
    }
    return submitOne(*entry, true);
}

Result<qint64> EditService::setQuality(const Row &seen, const QString &quality, const QString &note)
{
    if (isReadOnly()) {
        return std::unexpected(readOnlyError());
    }
    auto entry = buildQualityEntry(seen, quality, note);
    if (!entry) {
        return std::unexpected(entry.error());
    }
    return submitOne(*entry, true);
}

QString EditService::undoText() const
{
    return m_undo.isEmpty() ? QString() : tr("Undo %1").arg(m_undo.last().description);
}

Result<JournalEntry> EditService::buildUndo(const JournalEntry &edit) const
{
    // "Seen" for the undo is what the edit wrote (plus what it left alone); the target is what the
    // edit replaced. The history grows: the undo is a new revision, rev never goes back.
    Row written{edit.key, {}};
    for (const Cell &c : edit.seen) {
        bool found = false;
        const QByteArray value = cellValue(edit.cells, c.column, &found);
        if (edit.op == WriteOp::CheckAndPut && found) {
            written.cells.append(cell(c.column, value));
        } else if (!c.value.isEmpty()) {
            written.cells.append(c);
        }
    }
    const QString type = edit.intent.value(QLatin1StringView("type")).toString();
    if (type == QLatin1StringView("match")) {
        const QByteArray minfo = cellValue(edit.cells, kMinfoColumn);
        MatchChange back;
        back.mstatus = QString::fromUtf8(edit.seenValue(kMstatusColumn));
        bool wroteDoi = false;
        cellValue(edit.cells, kDoiColumn, &wroteDoi);
        if (wroteDoi) {
            back.doi = QString::fromUtf8(edit.seenValue(kDoiColumn));
        }
        const QJsonObject before = jsonObject(edit.seenValue(kMinfoColumn));
        back.note = before.value(QLatin1StringView("note")).toString();
        if (edit.intent.contains(QLatin1StringView("verdict")) &&
            before.contains(QLatin1StringView("verdict"))) {
            back.verdict = before.value(QLatin1StringView("verdict")).toObject();
        }
        return buildMatchEntry(written, back, revOf(minfo));
    }
    if (type == QLatin1StringView("quality")) {
        const QByteArray mine = cellValue(edit.cells, kQualityColumn);
        const QByteArray before = edit.seenValue(kQualityColumn);
        const QString note = before.trimmed().startsWith('{')
                                 ? jsonObject(before).value(QLatin1StringView("note")).toString()
                                 : QString();
        return buildQualityEntry(written, qualityWord(before), note, revOf(mine));
    }
    return fail(ErrorKind::InvalidInput, tr("this write cannot be undone"));
}

Result<qint64> EditService::undo()
{
    if (isReadOnly()) {
        return std::unexpected(readOnlyError());
    }
    if (m_undo.isEmpty()) {
        return fail(ErrorKind::InvalidInput, tr("there is nothing to undo"));
    }
    auto entry = buildUndo(m_undo.last());
    if (!entry) {
        return std::unexpected(entry.error());
    }
    auto id = submitOne(*entry, false);
    if (id) {
        m_undo.removeLast();
        if (m_undo.isEmpty()) {
            Q_EMIT undoAvailableChanged(false);
        }
    }
    return id;
}

void EditService::onEntryChanged(const JournalEntry &entry)
{
    for (qsizetype i = 0; i < m_undo.size(); ++i) {
        if (m_undo.at(i).id != entry.id) {
            continue;
        }
        if (entry.state == EntryState::Dropped) {
            // The curator kept theirs: the edit never happened, so there is nothing to undo.
            m_undo.removeAt(i);
            if (m_undo.isEmpty()) {
                Q_EMIT undoAvailableChanged(false);
            }
        } else {
            m_undo[i] = entry; // a resolution may have rebuilt it
        }
        return;
    }
}

Result<JournalConflict> EditService::conflictFor(qint64 id) const
{
    if (!m_journal) {
        return fail(ErrorKind::Internal, tr("no write journal"));
    }
    auto conflict = m_journal->currentConflict();
    if (!conflict || conflict->entry.id != id) {
        return fail(ErrorKind::InvalidInput, tr("that write is not the conflict waiting for a decision"));
    }
    return *conflict;
}

Result<JournalEntry> EditService::rebuild(const JournalEntry &mine, const Row &theirs) const
{
    const QJsonObject &intent = mine.intent;
    const QString type = intent.value(QLatin1StringView("type")).toString();
    std::optional<int> undoOf;
    if (intent.contains(QLatin1StringView("undo_of"))) {
        undoOf = intent.value(QLatin1StringView("undo_of")).toInt();
    }
    if (type == QLatin1StringView("match")) {
        MatchChange change;
        change.mstatus = intent.value(QLatin1StringView("mstatus")).toString();
        if (intent.contains(QLatin1StringView("doi"))) {
            change.doi = intent.value(QLatin1StringView("doi")).toString();
        }
        change.note = intent.value(QLatin1StringView("note")).toString();
        if (intent.contains(QLatin1StringView("verdict"))) {
            change.verdict = intent.value(QLatin1StringView("verdict")).toObject();
        }
        return buildMatchEntry(theirs, change, undoOf);
    }
    if (type == QLatin1StringView("quality")) {
        return buildQualityEntry(theirs, intent.value(QLatin1StringView("quality")).toString(),
                                 intent.value(QLatin1StringView("note")).toString(), undoOf);
    }
    return fail(ErrorKind::InvalidInput, tr("this write cannot be rebuilt on top of the server's value"));
}

Result<void> EditService::keepTheirs(qint64 id)
{
    return m_journal ? m_journal->resolveKeepTheirs(id) : fail(ErrorKind::Internal, tr("no write journal"));
}

Result<void> EditService::reapplyMine(qint64 id)
{
    auto conflict = conflictFor(id);
    if (!conflict) {
        return std::unexpected(conflict.error());
    }
    auto rebuilt = rebuild(conflict->entry, conflict->theirs);
    if (!rebuilt) {
        return std::unexpected(rebuilt.error());
    }
    return m_journal->resolveReplace(id, *rebuilt);
}

Result<void> EditService::replaceWithMatch(qint64 id, const MatchChange &edited)
{
    auto conflict = conflictFor(id);
    if (!conflict) {
        return std::unexpected(conflict.error());
    }
    auto entry = buildMatchEntry(conflict->theirs, edited);
    if (!entry) {
        return std::unexpected(entry.error());
    }
    entry->kind = conflict->entry.kind;
    return m_journal->resolveReplace(id, *entry);
}

Result<void> EditService::replaceWithQuality(qint64 id, const QString &quality, const QString &note)
{
    auto conflict = conflictFor(id);
    if (!conflict) {
        return std::unexpected(conflict.error());
    }
    auto entry = buildQualityEntry(conflict->theirs, quality, note);
    if (!entry) {
        return std::unexpected(entry.error());
    }
    return m_journal->resolveReplace(id, *entry);
}

} // namespace Ei::Core
