#pragma once

#include <optional>

#include <QByteArray>
#include <QByteArrayView>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <core/domain/profile.h>
#include <core/util/result.h>

namespace Ei::Core {

// Pure builders for the cells a curator edit writes (domain.md §3). They never talk to the server:
// the caller sends the result as one check-and-put against the bytes the curator saw.

inline constexpr int kMatchHistoryCap = 50;

// The columns a curator edit writes and is checked against.
inline const QByteArray kMstatusColumn = QByteArrayLiteral("match0:mstatus");
inline const QByteArray kDoiColumn = QByteArrayLiteral("match0:doi");
inline const QByteArray kMinfoColumn = QByteArrayLiteral("match0:minfo");
inline const QByteArray kQualityColumn = QByteArrayLiteral("grobid0:quality");

struct MatchEdit
{
    QString mstatus;
    QString doi; // any DOI spelling; empty keeps none
    QString note;
    QString by;
    QDateTime at;                       // UTC; invalid = now
    std::optional<QJsonObject> verdict; // replaces the stored verdict when set
};

struct MatchCells
{
    QByteArray mstatus; // match0:mstatus
    QByteArray doi;     // match0:doi (empty: the column is to be deleted / not written)
    QByteArray minfo;   // match0:minfo, compact JSON
    int rev = 0;
};

// Validates the edit (mstatus in the profile's vocabulary, DOI normalised, curator named) and
// builds the new cells from the minfo bytes the curator saw (empty = first edit): rev+1, updated,
// by, note, verdict kept unless replaced, history appended (newest last) and capped. A previous
// minfo that is not a JSON object starts a fresh history at rev 1 (its bytes still guard the check).
// `undoOf` marks an undo: the revision it undoes, recorded as "undo_of" in the new history entry;
// an undo may restore an empty mstatus (the row had none before the edit).
Result<MatchCells> buildMatchEdit(const Profile &profile, QByteArrayView seenMinfo, const MatchEdit &edit,
                                  int historyCap = kMatchHistoryCap,
                                  std::optional<int> undoOf = std::nullopt);

// grobid0:quality: {"quality","rev","by","at","note"}; rev continues from the seen cell (a bare
// word counts as rev 0). `undoOf` adds "undo_of": the revision an undo restores from.
Result<QByteArray> buildQuality(const Profile &profile, QByteArrayView seenQuality, const QString &quality,
                                const QString &by, const QString &note, const QDateTime &at = {},
                                std::optional<int> undoOf = std::nullopt);

struct ReprocessRequest
{
    QString by;
    QString reason;
    QDateTime requested; // invalid = now
    std::optional<qint64> previousStatusCode;
    QString previousGrobidVersion;
    QByteArray previousTei; // hashed into previous.tei_sha1 (hex) when present
};

// grobid0:reprocess: {"requested","by","reason","previous":{"status_code","grobid_version","tei_sha1"}}.
Result<QByteArray> buildReprocess(const ReprocessRequest &request);

// ISO-8601 UTC with Z, seconds precision: the timestamp form of every curation cell.
QString curationTimestamp(const QDateTime &at);

} // namespace Ei::Core
