#include "decodedrow.h"

#include <map>

#include <QCoreApplication>
#include <QJsonArray>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::DecodedRow)
};

bool wanted(const QByteArrayList &columns, const QByteArray &column)
{
    if (columns.isEmpty()) {
        return true;
    }
    for (const QByteArray &c : columns) {
        if (c == column || (!c.contains(':') && column.startsWith(QByteArray(c + ':')))) {
            return true;
        }
    }
    return false;
}

QJsonValue truncated(QByteArrayView value, qsizetype limit)
{
    QJsonObject o{{QStringLiteral("$truncated"), true}, {QStringLiteral("$size"), qint64(value.size())}};
    // Cut on a UTF-8 boundary so the shown prefix stays valid text.
    qsizetype cut = limit;
    while (cut > 0 && (quint8(value[cut]) & 0xC0) == 0x80) {
        --cut;
    }
    const QByteArrayView head = value.first(cut);
    if (QUtf8StringView(head).isValidUtf8()) {
        o.insert(QStringLiteral("$text"), QString::fromUtf8(head));
    } else {
        o.insert(QStringLiteral("$hex"), QString::fromLatin1(head.toByteArray().toHex()));
    }
    return o;
}

} // namespace

QJsonObject decodedRowJson(const Profile &profile, const Row &row, const DecodedRowOptions &options)
{
    QJsonObject out;
    out.insert(QStringLiteral("key"),
               displayRowKey(row.key, options.keyFormat.value_or(profile.keyFormat), options.keyDisplay));
    if (const KeyStructure *ks = profile.keyStructureFor(options.table)) {
        QJsonObject parts;
        const auto split = splitKey(*ks, row.key);
        for (qsizetype i = 0; i < ks->parts.size(); ++i) {
            parts.insert(split[i].first, decodeCell(ks->parts[i].type, split[i].second).json);
        }
        out.insert(QStringLiteral("$key"), parts);
    }
    // Newest cell per column; the REST gateway may return older versions too.
    std::map<QByteArray, const Cell *> newest;
    for (const Cell &c : row.cells) {
        auto &slot = newest[c.column];
        if (!slot || c.timestamp > slot->timestamp) {
            slot = &c;
        }
    }
    for (const auto &[column, cell] : newest) {
        if (!wanted(options.columns, column)) {
            continue;
        }
        const QString name = QString::fromUtf8(column);
        if (!options.full && cell->value.size() > options.maxCellBytes) {
            out.insert(name, truncated(cell->value, options.maxCellBytes));
            continue;
        }
        out.insert(name, decodeCell(profile, column, cell->value).json);
    }
    if (!profile.recordGroups.isEmpty()) {
        QJsonObject groups;
        for (const RecordGroup &g : profile.recordGroups) {
            const DecodedRecordGroup d = decodeRecordGroup(g, row);
            if (d.records.isEmpty() && !d.declaredCount) {
                continue;
            }
            QJsonArray records;
            for (const GroupRecord &r : d.records) {
                QJsonObject rec{{QStringLiteral("$index"), r.index}};
                for (const auto &[label, value] : r.fields) {
                    rec.insert(label, value.json);
                }
                records.append(rec);
            }
            groups.insert(g.name, records);
            if (!d.problems.isEmpty()) {
                groups.insert(g.name + QStringLiteral("$problems"), QJsonArray::fromStringList(d.problems));
            }
        }
        if (!groups.isEmpty()) {
            out.insert(QStringLiteral("$records"), groups);
        }
    }
    return out;
}

DecodedRecordGroup decodeRecordGroup(const RecordGroup &group, const Row &row)
{
    DecodedRecordGroup out;
    out.name = group.name;
    out.label = group.label;
    std::map<int, std::map<qsizetype, DecodedValue>> byIndex;
    for (const Cell &c : row.cells) {
        if (const auto at = group.locate(c.column)) {
            byIndex[at->first][at->second] = decodeCell(group.fields[at->second].type, c.value);
        }
    }
    if (!group.countQualifier.isEmpty()) {
        if (const Cell *count = row.find(QByteArray(group.family + ':' + group.countQualifier))) {
            const DecodedValue d = decodeCell(group.countType, count->value);
            if (d.ok() && d.json.isDouble()) {
                out.declaredCount = d.json.toInteger();
            } else {
                out.problems.append(
                    Tr::tr("the count cell %1:%2 is not a number")
                        .arg(QString::fromUtf8(group.family), QString::fromUtf8(group.countQualifier)));
            }
        }
    }
    for (const auto &[index, fields] : byIndex) {
        GroupRecord r;
        r.index = index;
        for (const auto &[field, value] : fields) {
            r.fields.append({group.fields[field].label, value});
        }
        out.records.append(r);
    }
    if (out.declaredCount) {
        const qint64 n = *out.declaredCount;
        if (n != out.records.size()) {
            out.problems.append(
                Tr::tr("the count says %1 records, %2 were found").arg(n).arg(out.records.size()));
        }
        for (const GroupRecord &r : out.records) {
            if (r.index > n) {
                out.problems.append(Tr::tr("record %1 is beyond the count %2").arg(r.index).arg(n));
                break;
            }
        }
    }
    return out;
}

} // namespace Ei::Core
