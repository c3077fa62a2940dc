#pragma once

#include <optional>

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <core/domain/profile.h>
#include <core/domain/rowkey.h>
#include <core/hbase/cellset.h>

namespace Ei::Core {

// A cell that could not be decoded as the table's convention says. It is kept, not dropped: the
// raw bytes go with the reason so the curator sees exactly what is stored.
struct CellProblem
{
    QByteArray column;
    QString reason;
    QByteArray raw;
};

// f:c, written by the backfill from Heritrix: u, d, f, o, c.
struct CaptureInfo
{
    QString url;
    QString datetimeText; // as stored ("2017-10-27T22:21:13", with or without Z)
    QDateTime datetime;   // UTC, invalid when the text is not a date
    QString warcFile;     // file name only
    std::optional<qint64> offset;
    std::optional<qint64> dupeCount;
};

// file:cdx: where the PDF's WARC record is (domain.md §2).
struct CdxInfo
{
    QString surt;
    QString url;
    QString dt; // YYYYMMDDhhmmss
    QDateTime datetime;
    QString warc; // ITEM/FILE.warc.gz
    std::optional<qint64> offset;
    std::optional<qint64> compressedSize;

    QString warcItem() const; // "ITEM", empty when warc has no '/'
    QString warcFileName() const;
};

struct GrobidInfo
{
    std::optional<qint64> statusCode;
    QString status;      // "success", "error", "oversize", "fail" (grobid0:status .status)
    QString description; // .description or .reason
    QJsonObject statusJson;
    QString version; // grobid_version from tei_json/metadata when present
    QByteArray tei;  // raw TEI bytes, as stored
    bool hasTei = false;
    std::optional<QJsonObject> metadata; // grobid0:metadata, else the header part of tei_json
    bool hasTeiJson = false;
};

struct MatchHistoryEntry
{
    int rev = 0;
    QString at;
    QString by;
    QString mstatus;
    QString doi;
    QString note;
};

struct MatchInfo
{
    QString mstatus;          // match0:mstatus as stored
    bool mstatusKnown = true; // in the profile's vocabulary
    QString doi;
    int rev = 0;
    QString updated;
    QString by;
    QString note;
    QJsonObject verdict;
    QList<MatchHistoryEntry> history;
    QByteArray minfoRaw; // exact bytes, the check-and-put compares against them
};

struct QualityInfo
{
    QString quality;
    int rev = 0;
    QString by;
    QString at;
    QString note;
    bool bareWord = false; // the designed form: just "good"/"marginal"/"bad"
    QByteArray raw;
};

struct ReprocessInfo
{
    QString requested;
    QString by;
    QString reason;
    QJsonObject previous;
    QByteArray raw;
};

enum class Lifecycle
{
    Incomplete,            // backfill cells missing and not processed
    Backfilled,            // f:c, file:mime, file:cdx only
    Processed,             // status_code 200 and TEI
    GrobidError,           // 4xx/5xx or status error
    Oversize,              // status oversize
    UnparseableXml,        // status fail: "GROBID 200 XML parse error"
    QueuedForReprocessing, // reprocess request present, status_code deleted
};

QString lifecycleId(Lifecycle state); // the ids of the profile's lifecycle list

struct JournalRow
{
    QByteArray key;
    std::optional<Sha1> sha1; // nullopt when the key is not a SHA-1 spelling
    std::optional<CaptureInfo> capture;
    std::optional<CdxInfo> cdx;
    QString mime;
    bool hasMime = false;
    std::optional<qint64> size;
    std::optional<QJsonObject> fileMeta;
    GrobidInfo grobid;
    std::optional<MatchInfo> match;
    std::optional<QualityInfo> quality;
    std::optional<ReprocessInfo> reprocess;

    Lifecycle state = Lifecycle::Incomplete;
    QList<QByteArray> missing; // columns the state expects but the row lacks
    QList<CellProblem> problems;
    QStringList notes; // observations that are not errors (reprocess requested but not yet queued)
};

// Decodes a journal-extract row. Never fails: every variation the pipeline wrote (ints as strings,
// datetimes with or without Z, compact or spaced JSON) is accepted, and anything else lands in
// problems with its raw bytes. The profile supplies the mstatus vocabulary (may be null).
JournalRow decodeJournalRow(const Row &row, const Profile *profile = nullptr);

QJsonObject toJson(const JournalRow &row, Sha1Display display = Sha1Display::Base32Prefixed);

// The pipeline's "ungrobided" queue line, `KEY \t f:c \t file:mime \t file:cdx`, built from the
// exact stored bytes (no re-serialisation). Fails when a cell is missing or holds a tab/newline.
Result<QByteArray> ungrobidedLine(const Row &row);

} // namespace Ei::Core
