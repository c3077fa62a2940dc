#pragma once

// What the row's tabs show, as plain values: RowPresenter makes them from a decoded row, its TEI
// and its Crossref record; the widgets (StatusView, MatchView, TeiView, CellsView, PdfView) only
// render them.

#include <functional>
#include <optional>

#include <QHash>
#include <QList>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <core/hbase/cellset.h>
#include <core/render/pagegeometry.h>

namespace Ei::Models {

// One try at fetching the row's PDF from one source (warc-http, wayback, blob-dir, …).
struct PdfSourceAttempt
{
    QString source; // the spec, e.g. "wayback:https://web.archive.org"
    bool ok = false;
    QString outcome; // "fetched 1.2 MB, SHA-1 verified", "HTTP 404", "timeout after 30 s"
    qint64 elapsedMs = -1;

    bool operator==(const PdfSourceAttempt &) const = default;
};

// The Status tab: lifecycle state, GROBID status code and JSON, errors, PDF source attempts.
struct RowStatusInfo
{
    QString lifecycle;       // "processed", "GROBID error", "oversize", "backfilled only", …
    QString lifecycleDetail; // what is missing or why
    std::optional<qint64> statusCode;
    QString grobidVersion;
    QByteArray statusJson; // grobid0:status as stored
    QStringList errors;    // decoding problems, one sentence each
    QList<PdfSourceAttempt> pdfAttempts;

    bool operator==(const RowStatusInfo &) const = default;
};

struct MatchHistoryEntry
{
    int rev = 0;
    QString at; // ISO-8601 UTC
    QString by;
    QString mstatus;
    QString doi;
    QString note;

    bool operator==(const MatchHistoryEntry &) const = default;
};

struct CrossrefSummary
{
    QString doi;
    QString title;
    QStringList authors;
    QString container;
    QString issn;
    QString year;
    QString volume;
    QString issue;
    QString pages;
    QString type;

    bool operator==(const CrossrefSummary &) const = default;
};

enum class Agreement
{
    Agree,
    Partial,
    Disagree,
    Missing, // one side has no value
};

// One row of the GROBID-vs-Crossref comparison.
struct FieldComparison
{
    QString field;
    QString grobidValue;
    QString crossrefValue;
    double score = -1; // 0..1, < 0 when not scored
    QString reason;    // reason code, e.g. "slug-equal", "year-mismatch"
    Agreement agreement = Agreement::Missing;

    bool operator==(const FieldComparison &) const = default;
};

// The Match tab: status and DOI with their history, the Crossref record, and the field-by-field
// comparison with the verdict.
struct MatchInfo
{
    QString mstatus; // match0:mstatus
    QString doi;     // match0:doi
    QString verdict; // exact / strong / weak / ambiguous / different
    QStringList verdictReasons;
    QList<MatchHistoryEntry> history;
    std::optional<CrossrefSummary> crossref;
    QString crossrefProblem; // why there is no record (no DOI, not found, network)
    QList<FieldComparison> fields;

    bool operator==(const MatchInfo &) const = default;
};

// What the TEI tab's outline shows.
enum class OutlineKind
{
    Header = 0,
    Section = 1,
    Reference = 2,
    Figure = 3,
    Formula = 4,
    Other = 5,
};

// One node of the outline panel. `sourceOffset` is where the element's start tag begins: a
// position in the decoded document text (UTF-16 code units of the QString made from the UTF-8
// bytes, as the TEI parser's source ranges count), not a byte offset.
struct OutlineItem
{
    QString label;
    int kind = int(OutlineKind::Other);
    qint64 sourceOffset = -1;
    QList<OutlineItem> children;

    bool operator==(const OutlineItem &) const = default;
};

// The TEI's element boxes over the PDF. Box ids are the element's index in the TEI document;
// pageSizes: 1-based page -> <facsimile><surface> size (decides the CropBox/rotation correction).
struct TeiOverlay
{
    QList<Core::Render::OverlayBox> boxes;
    QHash<int, QSizeF> pageSizes;
};

// How one cell reads in the Cells tab: a short type name ("int64", "JSON", "text", "binary") and
// its text.
struct DecodedCell
{
    QString type;
    QString text;

    bool operator==(const DecodedCell &) const = default;
};
using CellDecoder = std::function<DecodedCell(const Core::Cell &)>;

} // namespace Ei::Models
