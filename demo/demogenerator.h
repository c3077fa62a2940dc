#pragma once

#include <functional>

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

#include <core/hbase/cellset.h>
#include <core/util/result.h>

namespace Ei::Demo {

// The demo snapshot the GUI opens when no connection is configured (docs/demo-data.md): a few
// hundred synthetic journal-extract rows in every lifecycle state, their PDFs inside WARCs, GROBID
// TEI with coordinates, and Crossref records. Everything is a pure function of (seed, rows).

inline constexpr quint64 kDemoDefaultSeed = 20180301;
inline constexpr int kDemoDefaultRows = 240;
// Below this not every lifecycle state and match status can appear.
inline constexpr int kDemoMinRows = 16;

QString demoTableName();
QString demoGeneratorVersion();

struct DemoOptions
{
    quint64 seed = kDemoDefaultSeed;
    int rows = kDemoDefaultRows;
};

// Lifecycle states of domain.md §1 (+ the §3 reprocessing queue), as the summary names them.
namespace Lifecycle {
inline constexpr QLatin1StringView Backfilled{"backfilled"};
inline constexpr QLatin1StringView Processed{"processed"};
inline constexpr QLatin1StringView GrobidError{"grobid-error"};
inline constexpr QLatin1StringView Oversize{"oversize"};
inline constexpr QLatin1StringView UnparseableXml{"unparseable-xml"};
inline constexpr QLatin1StringView ReprocessQueued{"reprocess-queued"};
} // namespace Lifecycle

struct DemoSummary
{
    int rows = 0;
    QMap<QString, int> lifecycle; // state name -> rows
    QMap<QString, int> mstatus;   // match0:mstatus -> rows ("(none)" for rows without match0)
    QMap<int, int> grobidErrors;  // status code -> rows
    int pdfs = 0;
    qint64 pdfBytes = 0;
    int warcFiles = 0;
    int warcRecords = 0;
    int crossrefRecords = 0;
    qint64 totalBytes = 0;  // all files of the snapshot
    QByteArray mismatchKey; // the one row whose key is not the SHA-1 of its decoded PDF
};

// A file of the snapshot, path relative to the snapshot root ("warcs/ITEM/FILE.warc.gz").
struct DemoFile
{
    QString path;
    QByteArray bytes;
};

struct DemoDataset
{
    Core::CellSet rows;    // sorted by key bytes
    QList<DemoFile> files; // manifest.json, schema.json, rows.jsonl, crossref/records.jsonl, warcs/...
    DemoSummary summary;
};

using DemoProgress = std::function<void(int done, int total)>;

Core::Result<DemoDataset> generateDemoDataset(const DemoOptions &options, const DemoProgress &progress = {});

// Writes the dataset to `dir` atomically: into `dir.partial`, then renamed. An existing non-empty
// `dir` is an error unless `force` (it is then replaced only after the new snapshot is complete).
Core::Result<void> writeDemoSnapshot(const DemoDataset &dataset, const QString &dir, bool force);

} // namespace Ei::Demo
