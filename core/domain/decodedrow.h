#pragma once

#include <optional>

#include <QByteArrayList>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <core/domain/cellcodec.h>
#include <core/domain/profile.h>
#include <core/hbase/cellset.h>

namespace Ei::Core {

struct DecodedRowOptions
{
    Sha1Display keyDisplay = Sha1Display::Base32Prefixed;
    std::optional<KeyFormat> keyFormat; // --key-format override of the profile's
    QString table;                      // selects the profile's key structure
    qsizetype maxCellBytes = 64 * 1024; // cells above are truncated unless full
    bool full = false;
    QByteArrayList columns; // only these ("fam:qual" or "fam"); empty = all
};

// The object `get` prints for one row: {"key": display key, "fam:qual": decoded value, ...}.
// Values are the cells' JSON forms (cellcodec.h). Three wrapper shapes, all with '$' keys so they
// cannot be confused with decoded JSON fields:
//   {"$error": reason, "$hex"|"$text": raw, ...}  a cell that does not match its type
//   {"$truncated": true, "$size": n, "$text"|"$hex": first maxCellBytes}  a big cell
//   "$key": {part: value}  the composite key parts when the profile has a key structure
//   "$records": {group: [{field: value}, ...]}  record groups (gbif-style counted columns)
QJsonObject decodedRowJson(const Profile &profile, const Row &row, const DecodedRowOptions &options = {});

// One record of a record group: its 1-based index and each field's decoded value (fields that
// are absent for this index are missing from the list).
struct GroupRecord
{
    int index = 0;
    QList<QPair<QString, DecodedValue>> fields; // label, value in the group's field order
};

struct DecodedRecordGroup
{
    QString name;
    QString label;
    QList<GroupRecord> records; // sorted by index
    std::optional<qint64> declaredCount;
    QStringList problems; // count disagreeing with the columns found, undecodable count
};

// Turns counted columns (count, identifier_1, identifier_type_1, ...) into a list of records.
DecodedRecordGroup decodeRecordGroup(const RecordGroup &group, const Row &row);

} // namespace Ei::Core
