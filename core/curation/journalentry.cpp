#include "journalentry.h"

#include <QCborArray>
#include <QCoreApplication>
#include <QTimeZone>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::JournalEntry)
};

struct KindName
{
    WriteKind kind;
    const char *id;
};
constexpr KindName kKinds[] = {{WriteKind::MatchEdit, "match-edit"},
                               {WriteKind::QualityEdit, "quality-edit"},
                               {WriteKind::ReprocessMark, "reprocess-mark"},
                               {WriteKind::ReprocessReset, "reprocess-reset"},
                               {WriteKind::Undo, "undo"}};

struct StateName
{
    EntryState state;
    const char *id;
};
constexpr StateName kStates[] = {{EntryState::Pending, "pending"}, {EntryState::Sent, "sent"},
                                 {EntryState::Applied, "applied"}, {EntryState::Conflict, "conflict"},
                                 {EntryState::Failed, "failed"},   {EntryState::Dropped, "dropped"}};

QCborArray cellsToCbor(const QList<Cell> &cells)
{
    QCborArray out;
    for (const Cell &c : cells) {
        out.append(QCborArray{QCborValue(c.column), QCborValue(c.value)});
    }
    return out;
}

std::optional<QList<Cell>> cellsFromCbor(const QCborValue &value)
{
    if (!value.isArray()) {
        return std::nullopt;
    }
    QList<Cell> cells;
    for (const QCborValue &item : value.toArray()) {
        const QCborArray pair = item.toArray();
        if (pair.size() != 2 || !pair.at(0).isByteArray() || !pair.at(1).isByteArray()) {
            return std::nullopt;
        }
        cells.append(Cell{pair.at(0).toByteArray(), Cell::kNoTimestamp, pair.at(1).toByteArray()});
    }
    return cells;
}

} // namespace

QString writeKindId(WriteKind kind)
{
    for (const KindName &k : kKinds) {
        if (k.kind == kind) {
            return QString::fromLatin1(k.id);
        }
    }
    return {};
}

std::optional<WriteKind> writeKindFromId(QStringView id)
{
    for (const KindName &k : kKinds) {
        if (id == QLatin1StringView(k.id)) {
            return k.kind;
        }
    }
    return std::nullopt;
}

QString entryStateId(EntryState state)
{
    for (const StateName &s : kStates) {
        if (s.state == state) {
            return QString::fromLatin1(s.id);
        }
    }
    return {};
}

std::optional<EntryState> entryStateFromId(QStringView id)
{
    for (const StateName &s : kStates) {
        if (id == QLatin1StringView(s.id)) {
            return s.state;
        }
    }
    return std::nullopt;
}

QList<QByteArray> JournalEntry::columns() const
{
    QList<QByteArray> out{check.column};
    for (const Cell &c : cells) {
        if (!out.contains(c.column)) {
            out.append(c.column);
        }
    }
    return out;
}

QByteArray JournalEntry::seenValue(QByteArrayView column) const
{
    for (const Cell &c : seen) {
        if (c.column == column) {
            return c.value;
        }
    }
    return {};
}

QCborMap JournalEntry::toCbor() const
{
    QCborMap m;
    m.insert(QStringLiteral("id"), id);
    m.insert(QStringLiteral("kind"), writeKindId(kind));
    m.insert(QStringLiteral("op"),
             op == WriteOp::CheckAndPut ? QStringLiteral("put") : QStringLiteral("delete"));
    m.insert(QStringLiteral("key"), key);
    m.insert(QStringLiteral("cells"), cellsToCbor(cells));
    m.insert(QStringLiteral("check"), cellsToCbor({check}));
    m.insert(QStringLiteral("seen"), cellsToCbor(seen));
    m.insert(QStringLiteral("intent"), QCborValue::fromJsonValue(intent));
    m.insert(QStringLiteral("by"), by);
    m.insert(QStringLiteral("at"), at.toMSecsSinceEpoch());
    m.insert(QStringLiteral("batch"), batch);
    m.insert(QStringLiteral("desc"), description);
    if (after != 0) {
        m.insert(QStringLiteral("after"), after);
    }
    if (dropOnConflict) {
        m.insert(QStringLiteral("dropOnConflict"), true);
    }
    return m;
}

Result<JournalEntry> JournalEntry::fromCbor(const QCborMap &m)
{
    const auto bad = [](const char *what) {
        return fail(ErrorKind::Integrity,
                    Tr::tr("a journal entry has a bad or missing '%1'").arg(QLatin1StringView(what)));
    };
    JournalEntry e;
    e.id = m.value(QStringLiteral("id")).toInteger();
    if (e.id <= 0) {
        return bad("id");
    }
    const auto kind = writeKindFromId(m.value(QStringLiteral("kind")).toString());
    if (!kind) {
        return bad("kind");
    }
    e.kind = *kind;
    const QString op = m.value(QStringLiteral("op")).toString();
    if (op != QLatin1StringView("put") && op != QLatin1StringView("delete")) {
        return bad("op");
    }
    e.op = op == QLatin1StringView("put") ? WriteOp::CheckAndPut : WriteOp::CheckAndDelete;
    e.key = m.value(QStringLiteral("key")).toByteArray();
    const auto cells = cellsFromCbor(m.value(QStringLiteral("cells")));
    const auto check = cellsFromCbor(m.value(QStringLiteral("check")));
    const auto seen = cellsFromCbor(m.value(QStringLiteral("seen")));
    if (!cells) {
        return bad("cells");
    }
    if (!check || check->size() != 1) {
        return bad("check");
    }
    if (!seen) {
        return bad("seen");
    }
    e.cells = *cells;
    e.check = check->first();
    e.seen = *seen;
    e.intent = m.value(QStringLiteral("intent")).toJsonValue().toObject();
    e.by = m.value(QStringLiteral("by")).toString();
    e.at = QDateTime::fromMSecsSinceEpoch(m.value(QStringLiteral("at")).toInteger(), QTimeZone::UTC);
    e.batch = m.value(QStringLiteral("batch")).toByteArray();
    e.description = m.value(QStringLiteral("desc")).toString();
    e.after = m.value(QStringLiteral("after")).toInteger();
    e.dropOnConflict = m.value(QStringLiteral("dropOnConflict")).toBool();
    return e;
}

bool rowHoldsEntry(const JournalEntry &entry, const Row &row)
{
    if (entry.op == WriteOp::CheckAndPut) {
        for (const Cell &c : entry.cells) {
            const Cell *now = row.find(c.column);
            if (!now || now->value != c.value) {
                return false;
            }
        }
        return !entry.cells.isEmpty();
    }
    if (entry.cells.isEmpty()) {
        return row.find(entry.check.column) == nullptr;
    }
    for (const Cell &c : entry.cells) {
        if (row.find(c.column)) {
            return false;
        }
    }
    return true;
}

} // namespace Ei::Core
